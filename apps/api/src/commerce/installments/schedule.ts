/**
 * The retry schedule and the idempotency keys of later installments (README.md "Keys",
 * "Retries"). Dates are Copenhagen `YYYY-MM-DD`, so the job's fake clock (`today`) moves them.
 */
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { attemptKey, retryDays } from '../orders/public.ts';

/** The key of an installment's first charge: `event-installment-<installmentId>`. */
export const installmentKey = (installmentId: number) => `event-installment-${installmentId}`;

/**
 * The key of the charge about to be made on an installment's order (`orders/charge-attempts.ts`): the
 * stored one after a crash, the installment's key on the first try, the next retry key after a
 * recorded decline.
 */
export const installmentAttemptKey = (
  order: { idempotency_key: string | null; payment_failed: number },
  installmentId: number,
) => attemptKey(order, () => installmentKey(installmentId));

/**
 * The first Copenhagen date the job may charge a signup that failed `n` times in a row
 * (`setting`: the studio's `membership_renewal_retry_days`, `"1,3,7"` when unset): any day when
 * n = 0; the k-th retry `days[k−1]` days after the date of the last failure; 'gave_up' once the
 * last retry failed.
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
  const wait = retryDays(setting ?? '1,3,7')[failed - 1];
  if (wait === undefined) return 'gave_up';
  return addDaysIso(
    copenhagenToday(new Date(signup.installment_payment_failed_last_time_at)),
    wait,
  );
}
