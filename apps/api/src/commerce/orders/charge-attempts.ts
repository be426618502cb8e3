/**
 * What every charge of a saved card retried after a decline shares (renewals, later event
 * installments): the idempotency key of the next attempt and the studio's retry days. Keys are
 * the caller's (`membership-1-2026-02-15`, `event-installment-7`); a provider replays a key's
 * first answer, so a retry after a recorded decline needs its own key.
 */

/** `membership-1-2026-02-15` → `…-retry-1` → `…-retry-2`. */
function nextAttemptKey(key: string): string {
  const match = /^(.*)-retry-(\d+)$/.exec(key);
  return match ? `${match[1]}-retry-${Number(match[2]) + 1}` : `${key}-retry-1`;
}

/**
 * The key of the charge about to be made on an order: the stored one when the last attempt's
 * outcome was never recorded (a crash after charging: the provider answers that same charge
 * again), `firstKey` on the first try, the next retry key after a recorded decline.
 */
export function attemptKey(
  order: { idempotency_key: string | null; payment_failed: number },
  firstKey: () => string,
): string {
  if (!order.idempotency_key) return firstKey();
  return order.payment_failed ? nextAttemptKey(order.idempotency_key) : order.idempotency_key;
}

/**
 * The studio's `membership_renewal_retry_days` (`"1,3,7"`) → `[1, 3, 7]` (days between a failure
 * and the next automatic try); unreadable entries are dropped, no setting gives `[]`.
 */
export function retryDays(setting: unknown): number[] {
  return String(setting ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((days) => Number.isInteger(days) && days >= 0);
}
