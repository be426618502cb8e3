/**
 * Retrying a failed card payment (seed 001 §8; CONTRACT §6 retry-failed-installment-payment, §8
 * retry-failed-subscription-payment): the server charges what is due with the saved card and
 * answers 200 `OK`, or a 200 refusal.
 */
import { api } from '../../../shared/api/client.ts';

/** Paid (receipt e-mailed), declined by the card (`E_PAYMENT_FAILED`), or nothing was due. */
export type RetryOutcome = 'paid' | 'declined' | 'up_to_date';

/**
 * POSTs `path` (no body): 200 `OK` → `paid`; 200 `E_PAYMENT_FAILED` → `declined`; 200
 * `upToDateCode` (e.g. `E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT`) → `up_to_date`. Other refusals and
 * errors reject.
 */
export async function retryPayment(path: string, upToDateCode: string): Promise<RetryOutcome> {
  try {
    await api.post(path, null);
    return 'paid';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'E_PAYMENT_FAILED') return 'declined';
    if (code === upToDateCode) return 'up_to_date';
    throw error;
  }
}
