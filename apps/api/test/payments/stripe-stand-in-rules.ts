/**
 * What the Stripe stand-in (stripe-stand-in.ts) checks a request against, and how Stripe says no:
 * the parameters each call takes (top-level names of the installed SDK's `…CreateParams`,
 * node_modules/stripe/cjs/resources), Stripe's error body `{error: {type, code, param, message,
 * doc_url}}` (docs.stripe.com/api/errors) and its declining test cards
 * (docs.stripe.com/testing#declined-payments). Tests only.
 */
import type { StandInRequest } from './stand-in.ts';

export type Answer = { status?: number; body: unknown };

/** Top-level parameters of each call we make (SDK v23, API 2026-10-28). */
export const params = {
  session: new Set(
    `adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types
    automatic_tax billing_address_collection branding_settings cancel_url client_reference_id
    consent_collection currency custom_fields custom_text customer customer_account
    customer_creation customer_email customer_update discounts excluded_payment_method_types
    expand expires_at integration_identifier invoice_creation line_items locale managed_payments
    metadata mode name_collection optional_items origin_context payment_intent_data
    payment_method_collection payment_method_configuration payment_method_data
    payment_method_options permissions phone_number_collection redirect_on_completion return_url
    saved_payment_method_options setup_intent_data shipping_address_collection shipping_options
    submit_type subscription_data success_url tax_id_collection ui_mode wallet_options`.split(
      /\s+/,
    ),
  ),
  paymentIntent: new Set(
    `amount currency allowed_payment_method_types amount_details application_fee_amount
    automatic_payment_methods capture_method confirm confirmation_method confirmation_token
    customer customer_account description error_on_requires_action
    excluded_payment_method_types expand hooks mandate mandate_data metadata off_session
    on_behalf_of payment_details payment_method payment_method_configuration payment_method_data
    payment_method_options radar_options receipt_email return_url setup_future_usage shipping
    statement_descriptor statement_descriptor_suffix transfer_data transfer_group
    use_stripe_sdk`.split(/\s+/),
  ),
  refund: new Set(
    `amount charge currency customer expand instructions_email metadata origin payment_intent
    reason refund_application_fee reverse_transfer`.split(/\s+/),
  ),
  customer: new Set(
    `address balance business_name cash_balance description email expand individual_name
    invoice_prefix invoice_settings metadata name next_invoice_sequence payment_method phone
    preferred_locales shipping source tax tax_exempt tax_id_data test_clock validate`.split(/\s+/),
  ),
};

/** How Stripe declines its test cards off-session: `code`, `decline_code`, message. */
export const decliningCards: Record<
  string,
  { code: string; decline_code: string; message: string }
> = {
  pm_card_visa_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;

/** Stripe's 400 `invalid_request_error` (or another status), with `code` and `param` when given. */
export function invalid(
  message: string,
  extra: { code?: string; param?: string; status?: number } = {},
): Answer {
  const { status = 400, code, param } = extra;
  return {
    status,
    body: {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code && { code, doc_url: docUrl(code) }),
        ...(param && { param }),
      },
    },
  };
}

/** Confirming a PaymentIntent that may take a redirect-based method, without a `return_url`. */
export const returnUrlRequired = invalid(
  'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
);

/** `No such customer: 'cus_x'` (resource_missing). */
export const noSuch = (kind: string, id: string, param: string, status = 400) =>
  invalid(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status });

/** Stripe's 402 for a declined confirmation, naming the failed attempt's PaymentIntent. */
export function declined(
  decline: (typeof decliningCards)[string],
  intent: Record<string, unknown>,
): Answer {
  const error = { type: 'card_error', ...decline, doc_url: docUrl(decline.code) };
  return {
    status: 402,
    body: {
      error: {
        ...error,
        charge: intent.latest_charge,
        payment_method: { id: intent.payment_method, object: 'payment_method', type: 'card' },
        payment_intent: { ...intent, last_payment_error: error },
      },
    },
  };
}

/** The form the SDK sent (`a[b][0]=c` keys as sent). */
export const formOf = (request: StandInRequest) => new URLSearchParams(request.body);

/**
 * The first parameter of `form` the call does not take, or the first `required` one missing, as
 * Stripe answers it; undefined when every name is known and present.
 */
export function checkParams(form: URLSearchParams, known: Set<string>, required: string[] = []) {
  for (const key of form.keys()) {
    const name = key.split('[')[0] ?? key;
    if (!known.has(name))
      return invalid(`Received unknown parameter: ${name}`, {
        code: 'parameter_unknown',
        param: name,
      });
  }
  const missing = required.find((name) => !form.has(name));
  if (missing)
    return invalid(`Missing required param: ${missing}.`, {
      code: 'parameter_missing',
      param: missing,
    });
  return undefined;
}

/** A positive integer parameter (øre), or Stripe's answer to a bad one. */
export function positiveInteger(form: URLSearchParams, name: string): number | Answer {
  const text = form.get(name) ?? '';
  const value = Number(text);
  if (!/^\d+$/.test(text))
    return invalid(`Invalid integer: ${text}`, { code: 'parameter_invalid_integer', param: name });
  if (value < 1)
    return invalid('This value must be greater than or equal to 1.', {
      code: 'parameter_invalid_integer',
      param: name,
    });
  return value;
}

/** The values of an array parameter (`expand[0]`, `expand[1]`, … or `expand[]`), in order. */
export const listOf = (form: URLSearchParams, name: string) =>
  [...form.entries()]
    .filter(([key]) => key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key))
    .map(([, value]) => value);

/**
 * Stripe's idempotency (docs.stripe.com/api/idempotent_requests) around `route`: the answer of a
 * POST that started executing (a success, a decline) is kept under its Idempotency-Key and given
 * again; the key with other parameters is a 400 `idempotency_error`.
 */
export function idempotent(route: (request: StandInRequest) => Answer) {
  const replies = new Map<string, { request: string; answer: Answer }>();
  return (request: StandInRequest): Answer => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return route(request);
    const signature = `${request.path}?${request.body}`;
    const seen = replies.get(key);
    if (seen && seen.request !== signature)
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    if (seen) return seen.answer;
    const answer = route(request);
    if ((answer.status ?? 200) === 200 || answer.status === 402)
      replies.set(key, { request: signature, answer });
    return answer;
  };
}
