/**
 * What the Stripe adapter does with no customer on a page: charge a saved card (renewals, later
 * installments) and give money back. Both take an idempotency key, so a retry after a lost
 * answer is the same charge or refund at Stripe.
 *
 * Outcomes (types.ts `PaymentState`, `RefundResult`): Stripe answers a declined off-session
 * charge with HTTP 402 and a `card_error` (the SDK throws `StripeCardError`: `card_declined`,
 * `expired_card`, `insufficient_funds` as decline code, `authentication_required` when the bank
 * wants 3-D Secure), which is a decline, `failed: true`. A refund Stripe refuses is an
 * `invalid_request_error` (already refunded, more than the charge, nothing paid). Everything else
 * (connection, 5xx, rate limit, idempotency conflict, a parameter Stripe does not know: our
 * mistake, a payment still processing) is thrown: the outcome is unknown or the request is
 * wrong.
 * https://docs.stripe.com/payments/save-and-reuse, https://docs.stripe.com/api/refunds/create
 */
import Stripe from 'stripe';
import type { ChargeSavedCardRequest, PaymentState, RefundRequest, RefundResult } from './types.ts';

/** Stripe's refusal of this refund (not our malformed request): answered, not thrown. */
const refusedByStripe = (error: unknown): error is Stripe.errors.StripeError =>
  (error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError) &&
  !error.code?.startsWith('parameter_');

/** A PaymentIntent that will not be paid: declined, or wanting a customer who is not there. */
const declinedStatuses = new Set(['canceled', 'requires_payment_method', 'requires_action']);

/**
 * Charges `card` off-session with one PaymentIntent, confirmed at once; card only, so Stripe
 * never needs a `return_url` for a redirect the customer is not there to follow.
 */
export async function chargeSavedStripeCard(
  stripe: Stripe,
  { card, amountOre, currency, idempotencyKey, description }: ChargeSavedCardRequest,
): Promise<PaymentState> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: amountOre,
        currency: currency.toLowerCase(),
        payment_method: card.handle,
        ...(card.customerHandle && { customer: card.customerHandle }),
        allowed_payment_method_types: ['card'],
        off_session: true,
        confirm: true,
        description,
      },
      { idempotencyKey },
    );
    // Cards answer at once; a payment still processing would be known only later.
    if (intent.status === 'processing')
      throw new Error(`Stripe PaymentIntent ${intent.id} is processing: its outcome comes later`);
    return {
      paid: intent.status === 'succeeded',
      failed: declinedStatuses.has(intent.status),
      facts: { transaction_id: intent.id },
    };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    // The declined attempt's PaymentIntent (status requires_payment_method), when Stripe names it.
    const intent = error.payment_intent?.id;
    return { paid: false, failed: true, facts: intent ? { transaction_id: intent } : {} };
  }
}

/** The PaymentIntent of a payment: the transaction id, or the Checkout Session's (none: save only). */
async function paymentIntentOf(stripe: Stripe, request: RefundRequest): Promise<string | null> {
  for (const id of [request.transactionId, request.reference]) if (id?.startsWith('pi_')) return id;
  const session = await stripe.checkout.sessions.retrieve(request.reference);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * Refunds `amountOre` of the payment (a Checkout Session's PaymentIntent, or the PaymentIntent of
 * a saved card's charge). A session in `setup` mode took no money: refused, `nothing_paid`.
 */
export async function refundStripePayment(
  stripe: Stripe,
  request: RefundRequest,
): Promise<RefundResult> {
  try {
    const intent = await paymentIntentOf(stripe, request);
    if (!intent) return { refunded: false, reason: 'nothing_paid' };
    const refund = await stripe.refunds.create(
      { payment_intent: intent, amount: request.amountOre },
      { idempotencyKey: request.idempotencyKey },
    );
    // pending and requires_action are on their way; failed and canceled never arrive.
    if (refund.status === 'failed' || refund.status === 'canceled')
      return { refunded: false, id: refund.id, reason: refund.failure_reason ?? refund.status };
    return { refunded: true, id: refund.id };
  } catch (error) {
    if (!refusedByStripe(error)) throw error;
    return { refunded: false, reason: error.code ?? error.message };
  }
}
