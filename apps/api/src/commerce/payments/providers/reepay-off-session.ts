/**
 * What the Reepay adapter does with no customer on a page: charge a saved payment method
 * (renewals, later installments; `POST /v1/charge`) and give money back (`POST /v1/refund`).
 * Reference: optimize-docs.billwerk.com/reference/createcharge and …/createrefund.
 *
 * A charge's handle is our idempotency key, sent as `key` too: Reepay keeps one successful charge
 * per handle, and the same key and handle give the same result. Reepay answers a declined card
 * with HTTP 200 and a charge in state `failed` (`error`, `error_state` soft/hard declined): a
 * decline, `failed: true`, as are the 4xx codes that refuse the payment method itself (not
 * found, not active, failed, unknown source). Anything else that is not 2xx is thrown, and so is a charge still
 * `pending` (MobilePay Subscriptions, Vipps Recurring answer later): the outcome is not known yet,
 * the caller keeps its key and asks again.
 */
import { ReepayError, type ReepayApi } from './reepay-api.ts';
import type { ChargeSavedCardRequest, PaymentState, RefundRequest, RefundResult } from './types.ts';

/** A charge as Reepay reports it (`GET /v1/charge/{handle}`, `POST /v1/charge`). */
export interface ReepayCharge {
  handle: string;
  state: string;
  customer?: string;
  transaction?: string;
  recurring_payment_method?: string;
  source?: { card_type?: string; masked_card?: string; exp_date?: string };
  error?: string;
  error_state?: string;
}

interface ReepayRefund {
  id: string;
  state: string;
  error?: string;
  acquirer_message?: string;
}

export const paidStates = new Set(['settled', 'authorized']);
export const failedStates = new Set(['failed', 'cancelled']);

/**
 * Reepay error codes that refuse the saved payment method itself, so the customer must change
 * card: Payment method not found, not active, failed (a hard decline by scheme rules), Unknown
 * source.
 */
const cardRefusals = new Set([40, 42, 110, 147]);

/**
 * Reepay error codes that refuse a refund: Invoice not found, Invoice not settled, Refund amount
 * too high, Refund failed, Online refund not supported, Multiple or partial refunds not allowed
 * for the payment method, Non positive amount.
 */
const refundRefusals = new Set([31, 64, 65, 66, 81, 131, 132, 146]);

function stateOf(charge: ReepayCharge): PaymentState {
  if (charge.state === 'pending')
    throw new ReepayError(
      202,
      `Reepay charge ${charge.handle} is pending: its outcome comes later`,
    );
  return {
    paid: paidStates.has(charge.state),
    failed: failedStates.has(charge.state),
    facts: charge.transaction ? { transaction_id: charge.transaction } : {},
  };
}

/**
 * Charges the saved payment method once per idempotency key. A charge already made under the
 * handle (a crash after charging, or a retry of a pending one) is read, not made again.
 * @param api the main API origin's client; `origin` e.g. `https://api.reepay.com`
 */
export async function chargeSavedReepayCard(
  api: ReepayApi,
  origin: string,
  { card, amountOre, currency, idempotencyKey, description }: ChargeSavedCardRequest,
): Promise<PaymentState> {
  const known = await api.get<ReepayCharge>(
    `${origin}/v1/charge/${encodeURIComponent(idempotencyKey)}`,
  );
  if (known && known.state !== 'created') return stateOf(known);
  try {
    const charge = await api.post<ReepayCharge>(`${origin}/v1/charge`, {
      handle: idempotencyKey,
      key: idempotencyKey,
      amount: amountOre,
      currency,
      source: card.handle,
      ...(card.customerHandle && { customer_handle: card.customerHandle }),
      settle: true,
      ordertext: description,
    });
    return stateOf(charge);
  } catch (error) {
    if (error instanceof ReepayError && error.code !== undefined && cardRefusals.has(error.code))
      return { paid: false, failed: true, facts: {} };
    throw error;
  }
}

/**
 * Refunds `amountOre` of the charge (invoice) whose handle is `reference`, once per idempotency
 * key. A refund the acquirer declines comes back in state `failed`; `processing` (wallets) is on
 * its way.
 */
export async function refundReepayCharge(
  api: ReepayApi,
  origin: string,
  { reference, amountOre, idempotencyKey }: RefundRequest,
): Promise<RefundResult> {
  try {
    const refund = await api.post<ReepayRefund>(`${origin}/v1/refund`, {
      invoice: reference,
      key: idempotencyKey,
      amount: amountOre,
    });
    if (refund.state === 'failed')
      return {
        refunded: false,
        id: refund.id,
        reason: refund.error ?? refund.acquirer_message ?? 'failed',
      };
    return { refunded: true, id: refund.id };
  } catch (error) {
    if (error instanceof ReepayError && error.code !== undefined && refundRefusals.has(error.code))
      return { refunded: false, reason: error.error ?? error.message };
    throw error;
  }
}
