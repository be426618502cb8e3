/**
 * The test provider's refunds (test-provider.ts). No money moves, but a refund is answered the
 * way a provider would: once per idempotency key, never more than the payment took. What each
 * payment took is remembered in this process, per studio: a checkout session's amount when it is
 * opened, a saved card's charge when it is made (0 when declined). A payment from before the
 * process started is unknown here and refunded on the caller's word. `testRefundsOf` tells what
 * was given back, for the test pages.
 */
import type { RefundRequest, RefundResult } from '../providers/types.ts';

/** One refund of a test payment; øre, ms. */
export interface TestRefund {
  id: string;
  amountOre: number;
  at: number;
}

interface TestPayment {
  amountOre: number;
  refunds: TestRefund[];
}

/** Remembered payments (oldest dropped first), so a long-running demo stays small. */
const MAX_PAYMENTS = 10_000;
const payments = new Map<string, TestPayment>();
const answers = new Map<string, RefundResult>();

const keyOf = (clientId: number, id: string) => `${clientId}:${id}`;

function keep<T>(map: Map<string, T>, key: string, value: T) {
  map.set(key, value);
  if (map.size > MAX_PAYMENTS) map.delete(map.keys().next().value as string);
}

/**
 * Notes what the payment `reference` (session id, charge key) of studio `clientId` took, øre;
 * the first time only (a charge key sent again is the same charge).
 */
export function rememberTestPayment(clientId: number, reference: string, amountOre: number) {
  const key = keyOf(clientId, reference);
  if (!payments.has(key)) keep(payments, key, { amountOre, refunds: [] });
}

/** The payment a refund names: its reference, or its transaction id `test_<reference>`. */
function paymentOf(clientId: number, request: RefundRequest) {
  const ids = [request.reference, request.transactionId?.replace(/^test_/, '')];
  for (const id of ids) {
    const payment = id && payments.get(keyOf(clientId, id));
    if (payment) return payment;
  }
  return undefined;
}

function decide(clientId: number, request: RefundRequest): RefundResult {
  const { amountOre } = request;
  if (!Number.isSafeInteger(amountOre) || amountOre <= 0)
    return { refunded: false, reason: 'amount_invalid' };
  const payment = paymentOf(clientId, request);
  const refunded = payment?.refunds.reduce((sum, refund) => sum + refund.amountOre, 0) ?? 0;
  if (payment?.amountOre === 0) return { refunded: false, reason: 'nothing_paid' };
  if (payment && amountOre > payment.amountOre - refunded)
    return { refunded: false, reason: 'amount_too_large' };
  const id = `test_refund_${request.idempotencyKey}`;
  payment?.refunds.push({ id, amountOre, at: Date.now() });
  return { refunded: true, id };
}

/** Refunds a test payment once per idempotency key (the same key answers the same again). */
export function refundTestPayment(clientId: number, request: RefundRequest): RefundResult {
  const key = keyOf(clientId, request.idempotencyKey);
  const known = answers.get(key);
  if (known) return known;
  const answer = decide(clientId, request);
  keep(answers, key, answer);
  return answer;
}

/** The refunds of a test payment (session id or charge key) this process made, oldest first. */
export function testRefundsOf(clientId: number, reference: string): TestRefund[] {
  return [...(payments.get(keyOf(clientId, reference))?.refunds ?? [])];
}
