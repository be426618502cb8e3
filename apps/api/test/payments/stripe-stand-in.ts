/**
 * A stand-in of the part of Stripe's API the adapter calls, keeping what it made and answering
 * as Stripe does (rules and error forms: stripe-stand-in-rules.ts): Checkout Sessions (create;
 * retrieve with `expand`), Customers (create), PaymentIntents (a saved card charged off-session:
 * `confirm=true`) and Refunds (of a PaymentIntent, at most what is left of it). A POST repeated
 * with its Idempotency-Key answers the first answer again (a different body: 400
 * `idempotency_error`); a declining test card (`pm_card_visa_chargeDeclined`, …) answers 402
 * `card_error`. Tests only: `handle` is a stand-in's handler (stand-in.ts); `completeSession`
 * plays the customer paying on Stripe's page.
 */
import type { StandInRequest } from './stand-in.ts';
import {
  checkParams,
  declined,
  decliningCards,
  formOf,
  idempotent,
  invalid,
  listOf,
  noSuch,
  params,
  positiveInteger,
  returnUrlRequired,
  type Answer,
} from './stripe-stand-in-rules.ts';

type StripeObject = Record<string, unknown> & { id: string };

const card = (id: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
});

export function stripeStandIn() {
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_test_${String((counter += 1)).padStart(6, '0')}`;
  const customers = new Set<string>();
  const sessions = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const refundedOre = new Map<string, number>();

  function createCustomer(form: URLSearchParams): Answer {
    const refused = checkParams(form, params.customer);
    if (refused) return refused;
    const id = newId('cus');
    customers.add(id);
    return { body: { id, object: 'customer', email: form.get('email') } };
  }

  function createSession(form: URLSearchParams): Answer {
    const refused = checkParams(form, params.session);
    if (refused) return refused;
    const mode = form.get('mode') ?? 'payment';
    const customer = form.get('customer');
    if (customer && form.has('customer_email'))
      return invalid('You may only specify one of these parameters: customer, customer_email.');
    if (customer && !customers.has(customer)) return noSuch('customer', customer, 'customer');
    if (mode === 'payment' && !form.has('line_items[0][quantity]'))
      return invalid('Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    const allowed = listOf(form, 'allowed_payment_method_types');
    if (mode === 'setup' && !form.has('currency') && allowed.length === 0)
      return invalid('Missing required param: currency.', { code: 'parameter_missing' });
    if (mode !== 'payment' && form.has('payment_intent_data[setup_future_usage]'))
      return invalid('payment_intent_data can only be used in payment mode.');
    const total = [...form.entries()]
      .filter(([key]) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(key))
      .reduce((sum, [, value]) => sum + Number(value), 0);
    const id = newId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      mode,
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: total,
      currency: form.get('currency') ?? form.get('line_items[0][price_data][currency]'),
      customer,
      customer_creation: form.get('customer_creation'),
      client_reference_id: form.get('client_reference_id'),
      payment_intent: null,
      setup_intent: null,
      setup_future_usage: form.get('payment_intent_data[setup_future_usage]'),
    };
    sessions.set(id, session);
    return { body: session };
  }

  function retrieveSession(id: string, expand: string[]): Answer {
    const session = sessions.get(id);
    if (!session) return noSuch('checkout.session', id, 'session', 404);
    const expanded = (field: 'payment_intent' | 'setup_intent') => {
      const value = session[field];
      if (typeof value !== 'string' || !expand.some((path) => path.startsWith(field))) return value;
      const object = field === 'payment_intent' ? intents.get(value) : { id: value };
      const method = String(object?.payment_method ?? session.payment_method);
      return expand.includes(`${field}.payment_method`)
        ? { ...object, payment_method: card(method) }
        : object;
    };
    return {
      body: {
        ...session,
        payment_intent: expanded('payment_intent'),
        setup_intent: expanded('setup_intent'),
      },
    };
  }

  function createPaymentIntent(form: URLSearchParams): Answer {
    const refused = checkParams(form, params.paymentIntent, ['amount', 'currency']);
    if (refused) return refused;
    const amount = positiveInteger(form, 'amount');
    if (typeof amount !== 'number') return amount;
    const customer = form.get('customer');
    if (customer && !customers.has(customer)) return noSuch('customer', customer, 'customer');
    const method = form.get('payment_method');
    if (method && !method.startsWith('pm_'))
      return noSuch('PaymentMethod', method, 'payment_method');
    const allowed = listOf(form, 'allowed_payment_method_types');
    const redirects =
      form.get('automatic_payment_methods[allow_redirects]') !== 'never' &&
      (allowed.length === 0 || allowed.some((type) => type !== 'card'));
    const confirm = form.get('confirm') === 'true';
    if (confirm && redirects && !form.has('return_url')) return returnUrlRequired;
    if (confirm && !method)
      return invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        { code: 'payment_intent_unexpected_state' },
      );
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: form.get('currency'),
      customer,
      payment_method: method,
      description: form.get('description'),
      status: confirm ? 'succeeded' : 'requires_confirmation',
      latest_charge: confirm ? newId('ch') : null,
      setup_future_usage: null,
    };
    const decline = method ? decliningCards[method] : undefined;
    if (confirm && decline) {
      intent.status = 'requires_payment_method';
      intents.set(intent.id, intent);
      return declined(decline, intent);
    }
    intents.set(intent.id, intent);
    return { body: intent };
  }

  function createRefund(form: URLSearchParams): Answer {
    const refused = checkParams(form, params.refund);
    if (refused) return refused;
    const intentId = form.get('payment_intent');
    if (!intentId)
      return invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const intent = intents.get(intentId);
    if (!intent) return noSuch('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded')
      return invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      );
    const left = Number(intent.amount) - (refundedOre.get(intentId) ?? 0);
    if (left === 0)
      return invalid(`Charge ${String(intent.latest_charge)} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = form.has('amount') ? positiveInteger(form, 'amount') : left;
    if (typeof amount !== 'number') return amount;
    const major = (ore: number) => `${(ore / 100).toFixed(2)} ${String(intent.currency)}`;
    if (amount > left)
      return invalid(
        `Refund amount (${major(amount)}) is greater than unrefunded amount on charge (${major(left)})`,
        { param: 'amount' },
      );
    refundedOre.set(intentId, (refundedOre.get(intentId) ?? 0) + amount);
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: form.get('reason'),
    };
    refunds.set(refund.id, refund);
    return { body: refund };
  }

  function route(request: StandInRequest): Answer {
    const form = formOf(request);
    const path = request.path;
    if (request.method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (request.method === 'POST' && path === '/v1/payment_intents')
      return createPaymentIntent(form);
    if (request.method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (request.method === 'GET' && session)
      return retrieveSession(decodeURIComponent(session), listOf(request.query, 'expand'));
    return invalid(`Unrecognized request URL (${request.method}: ${path}).`, { status: 404 });
  }

  const replayed = idempotent(route);
  function handle(request: StandInRequest): Answer {
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_'))
      return invalid('You did not provide an API key.', { status: 401 });
    return replayed(request);
  }

  /**
   * The customer pays on Stripe's page (or saves a card, in setup mode) with `method`: the
   * session completes, with a succeeded PaymentIntent of its total, and a new customer when the
   * session made one (`customer_creation: always`).
   */
  function completeSession(id: string, method = 'pm_card_visa') {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (!session.customer && session.customer_creation === 'always') {
      session.customer = newId('cus');
      customers.add(String(session.customer));
    }
    session.status = 'complete';
    if (session.mode === 'setup') {
      session.setup_intent = newId('seti');
      session.payment_method = method;
      return session;
    }
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: method,
      status: 'succeeded',
      latest_charge: newId('ch'),
      setup_future_usage: session.setup_future_usage ?? null,
    };
    intents.set(intent.id, intent);
    Object.assign(session, { payment_status: 'paid', payment_intent: intent.id });
    return session;
  }

  return { handle, customers, sessions, intents, refunds, completeSession };
}
