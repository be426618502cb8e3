/**
 * A stand-in of the part of Reepay's main API and Checkout API the adapter calls, keeping what
 * it made and answering as Reepay does (optimize-docs.billwerk.com/reference): create a charge of
 * a saved payment method (`POST /v1/charge`) and read it, refund a settled charge
 * (`POST /v1/refund`), read a payment method and a customer, open charge and recurring sessions.
 *
 * Refusals in Reepay's error body `{code, error, message, http_status, http_reason, path,
 * timestamp, request_id}`: a field the call does not take, a field of the wrong type or a missing
 * `handle`/`invoice` is 422 (code 1, Invalid request; "missing a required parameter or wrongly
 * formatted parameters"), the business rules are 400 or 404 with Reepay's codes (110 Unknown or
 * missing source, 147 Payment method failed, 79 Invoice already settled, 64 Invoice not settled,
 * 65 Refund amount too high, …). A declining card answers 200 with the charge in state `failed`
 * (`error`, `error_state`), as Reepay does. The same handle (invoice) and `key` answer the first
 * answer again. Field lists are checked for the charge and the refund; sessions only for what
 * they need. Tests only: `handle` is a stand-in's handler (stand-in.ts).
 */
import { randomBytes } from 'node:crypto';
import type { StandInRequest } from './stand-in.ts';

type Answer = { status?: number; body: unknown };
type Json = Record<string, unknown>;

/** How a stand-in card declines: Reepay's transaction error and error state. */
export interface ReepayDecline {
  error: string;
  error_state: 'soft_declined' | 'hard_declined' | 'processing_error';
}

export interface ReepayStandInCard {
  customer: string;
  /** `active` unless said; `failed` (code 147) and `inactivated` (code 42) refuse charges. */
  state?: string;
  /** Charges of this card come back `failed` with this error. */
  declines?: ReepayDecline;
}

/** Reepay declines seen on its test cards: a hard decline and insufficient funds. */
export const reepayDeclines = {
  declined: { error: 'declined_by_acquirer', error_state: 'hard_declined' },
  insufficientFunds: { error: 'insufficient_funds', error_state: 'soft_declined' },
} satisfies Record<string, ReepayDecline>;

const fields = {
  charge: new Set(
    `handle key amount currency customer metadata source settle recurring parameters ordertext
    order_lines customer_handle billing_address shipping_address use_pm_for_subscription
    text_on_statement payment_method_reference async acquirer_reference
    account_funding_information account_funding`.split(/\s+/),
  ),
  refund: new Set(
    'invoice key amount vat text amount_incl_vat note_lines manual_transfer acquirer_reference'.split(
      ' ',
    ),
  ),
};

/** The JSON type each field of ours must have (Reepay refuses another with 422). */
const types: Record<string, string> = {
  handle: 'string',
  key: 'string',
  amount: 'number',
  currency: 'string',
  customer: 'object',
  customer_handle: 'string',
  source: 'string',
  settle: 'boolean',
  ordertext: 'string',
  invoice: 'string',
};

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  422: 'Unprocessable Entity',
};

function refuse(status: number, code: number, error: string, path: string, message?: string) {
  const body = {
    code,
    error,
    ...(message && { message }),
    http_status: status,
    http_reason: reasons[status],
    path,
    timestamp: new Date().toISOString(),
    request_id: randomBytes(16).toString('hex'),
  };
  return { status, body };
}

/** The body's first field the call does not take, is of the wrong type, or `required` and absent. */
function badFields(body: Json, known: Set<string>, required: string[], path: string) {
  for (const [name, value] of Object.entries(body)) {
    if (!known.has(name)) return refuse(422, 1, 'Invalid request', path, `Unknown field: ${name}`);
    const type = types[name];
    if (type && (typeof value !== type || value === null))
      return refuse(422, 1, 'Invalid request', path, `Invalid value for ${name}: ${type} expected`);
  }
  const missing = required.find((name) => body[name] === undefined);
  if (missing) return refuse(422, 1, 'Invalid request', path, `Missing parameter: ${missing}`);
  return undefined;
}

export function reepayStandIn() {
  const customers = new Set<string>();
  const cards = new Map<string, ReepayStandInCard & { id: string }>();
  const charges = new Map<string, Json & { handle: string; state: string; amount: number }>();
  const refunds = new Map<string, Json>();
  const replies = new Map<string, Answer>();
  const hex = () => randomBytes(16).toString('hex');

  function createCharge(body: Json, path: string): Answer {
    const bad = badFields(body, fields.charge, ['handle'], path);
    if (bad) return bad;
    const handle = String(body.handle);
    if (!/^[a-zA-Z0-9_.\-@]{1,255}$/.test(handle))
      return refuse(422, 1, 'Invalid request', path, 'Invalid handle');
    const known = charges.get(handle);
    if (known?.state === 'settled') return refuse(400, 79, 'Invoice already settled', path);
    if (known?.state === 'authorized') return refuse(400, 105, 'Invoice already authorized', path);
    if (body.amount === undefined && body.order_lines === undefined)
      return refuse(400, 24, 'Missing amount', path);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      return refuse(400, 146, 'Non positive amount', path);
    const card = cards.get(String(body.source ?? ''));
    if (!card) return refuse(400, 110, 'Unknown or missing source', path);
    if (card.state === 'failed') return refuse(400, 147, 'Payment method failed', path);
    if (card.state && card.state !== 'active')
      return refuse(400, 42, 'Payment method not active', path);
    const customerHandle = body.customer_handle;
    if (typeof customerHandle === 'string' && customerHandle !== card.customer)
      return refuse(404, 9, 'Customer not found', path);
    const charge = {
      handle,
      state: card.declines ? 'failed' : body.settle === true ? 'settled' : 'authorized',
      customer: card.customer,
      amount,
      currency: body.currency ?? 'DKK',
      transaction: hex(),
      refunded_amount: 0,
      source: {
        type: 'card',
        card_type: 'visa',
        masked_card: '411111XXXXXX1111',
        exp_date: '12-34',
      },
      ...card.declines,
      created: new Date().toISOString(),
    };
    charges.set(handle, charge);
    return { body: charge };
  }

  function createRefund(body: Json, path: string): Answer {
    const bad = badFields(body, fields.refund, ['invoice'], path);
    if (bad) return bad;
    const charge = charges.get(String(body.invoice));
    if (!charge) return refuse(404, 31, 'Invoice not found', path);
    if (charge.state !== 'settled') return refuse(400, 64, 'Invoice not settled', path);
    const left = charge.amount - Number(charge.refunded_amount);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      return refuse(400, 146, 'Non positive amount', path);
    if (amount > left) return refuse(400, 65, 'Refund amount too high', path);
    charge.refunded_amount = Number(charge.refunded_amount) + amount;
    const refund = {
      id: hex(),
      state: 'refunded',
      invoice: charge.handle,
      amount,
      currency: charge.currency,
      transaction: hex(),
      type: 'card',
      created: new Date().toISOString(),
      credit_note_id: `cn_${hex()}`,
    };
    refunds.set(refund.id, refund);
    return { body: refund };
  }

  function openSession(kind: 'charge' | 'recurring', body: Json, path: string): Answer {
    const order = (body.order ?? {}) as Json;
    const customer =
      kind === 'charge' ? (order.customer as Json | undefined) : body.create_customer;
    if (kind === 'charge' && typeof order.handle !== 'string')
      return refuse(422, 1, 'Invalid request', path, 'Missing parameter: order.handle');
    if (kind === 'recurring' && !body.customer && !customer)
      return refuse(400, 18, 'Missing customer', path);
    if (typeof body.customer === 'string' && !customers.has(body.customer))
      return refuse(404, 9, 'Customer not found', path);
    const handle = (customer as Json | undefined)?.handle;
    if (typeof handle === 'string') customers.add(handle);
    const id = `${kind === 'charge' ? 'cs' : 'rs'}_${hex()}`;
    return { body: { id, url: `https://checkout.reepay.com/#/${id}` } };
  }

  function route(request: StandInRequest, body: Json): Answer {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/charge') return createCharge(body, path);
    if (method === 'POST' && path === '/v1/refund') return createRefund(body, path);
    if (method === 'POST' && path === '/v1/session/charge')
      return openSession('charge', body, path);
    if (method === 'POST' && path === '/v1/session/recurring')
      return openSession('recurring', body, path);
    const [, resource, id = ''] =
      /^\/v1\/(charge|payment_method|customer)\/([^/]+)$/.exec(path) ?? [];
    const key = decodeURIComponent(id);
    if (method === 'GET' && resource === 'charge')
      return charges.has(key) ? { body: charges.get(key) } : refuse(404, 8, 'Not found', path);
    if (method === 'GET' && resource === 'payment_method') {
      const card = cards.get(key);
      if (!card) return refuse(404, 40, 'Payment method not found', path);
      const facts = { card_type: 'visa', masked_card: '411111XXXXXX1111', exp_date: '12-34' };
      return {
        body: { id: key, state: card.state ?? 'active', customer: card.customer, card: facts },
      };
    }
    if (method === 'GET' && resource === 'customer')
      return customers.has(key)
        ? { body: { handle: key } }
        : refuse(404, 9, 'Customer not found', path);
    return refuse(404, 8, 'Not found', path);
  }

  /** Reepay's idempotency: the same handle (or invoice) and `key` give the same answer. */
  function handle(request: StandInRequest): Answer {
    if (!String(request.headers.authorization ?? '').startsWith('Basic '))
      return refuse(401, 6, 'Not authenticated', request.path);
    let body: Json = {};
    try {
      body = request.body ? (JSON.parse(request.body) as Json) : {};
    } catch {
      return refuse(422, 1, 'Invalid request', request.path, 'Malformed JSON');
    }
    const key =
      typeof body.key === 'string'
        ? `${request.path}|${String(body.handle ?? body.invoice)}|${body.key}`
        : '';
    const seen = key ? replies.get(key) : undefined;
    if (seen) return seen;
    const answer = route(request, body);
    if (key && (answer.status ?? 200) === 200) replies.set(key, answer);
    return answer;
  }

  /** A saved card `id` (`ca_…`) of `card.customer`, who becomes a known customer too. */
  function addCard(id: string, card: ReepayStandInCard) {
    customers.add(card.customer);
    cards.set(id, { id, ...card });
  }

  return { handle, customers, cards, charges, refunds, addCard };
}
