/**
 * The retry schedule and the idempotency keys of later installments (README.md "Keys",
 * "Retries"). Dates are Copenhagen `YYYY-MM-DD`, so the job's fake clock (`today`) moves them.
 */
import { addDaysIso, copenhagenToday } from '../../lib/time.ts';

/** The key of an installment's first charge: `event-installment-<installmentId>`. */
export const installmentKey = (installmentId: number) => `event-installment-${installmentId}`;

/** `event-installment-7` → `…-retry-1` → `…-retry-2`. */
function nextAttemptKey(key: string): string {
  const match = /^(.*)-retry-(\d+)$/.exec(key);
  return match ? `${match[1]}-retry-${Number(match[2]) + 1}` : `${key}-retry-1`;
}

/**
 * The key of the charge about to be made on an installment's order: the stored one when the last
 * attempt's outcome was never recorded (a crash after charging: the provider answers that same
 * charge again), the installment's key on the first try, the next retry key after a recorded
 * decline (a provider replays a key's first answer, so a retry needs its own).
 */
export function attemptKey(
  order: { idempotency_key: string | null; payment_failed: number },
  installmentId: number,
): string {
  if (!order.idempotency_key) return installmentKey(installmentId);
  return order.payment_failed ? nextAttemptKey(order.idempotency_key) : order.idempotency_key;
}

/** The studio's `membership_renewal_retry_days` (`"1,3,7"`) → `[1, 3, 7]`; bad entries dropped. */
export function retryDays(setting: unknown): number[] {
  return String(setting ?? '1,3,7')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((days) => Number.isInteger(days) && days >= 0);
}

/**
 * The first Copenhagen date the job may charge a signup that failed `n` times in a row: any day
 * when n = 0; the k-th retry `days[k−1]` days after the date of the last failure; 'gave_up' once
 * the last retry failed.
 */
export function nextTryDate(
  signup: {
    installment_payment_failed_number_of_times: number;
    installment_payment_failed_last_time_at: number;
  },
  setting: unknown,
): string | 'gave_up' {
  const failed = signup.installment_payment_failed_number_of_times;
  if (failed === 0) return '0000-01-01';
  const wait = retryDays(setting)[failed - 1];
  if (wait === undefined) return 'gave_up';
  return addDaysIso(
    copenhagenToday(new Date(signup.installment_payment_failed_last_time_at)),
    wait,
  );
}
