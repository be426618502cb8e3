/**
 * The one-time "payment success" flash (seed 001 §2 Profile cards): set with the order id when a
 * payment completes, taken (and so removed) by My profile, which shows the thanks dialog once.
 * Session storage: it survives the hosted page's redirect back, not the browser session.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';

const KEY = 'flash:paymentSuccess';

/** Remembers that order `orderId` was just paid. */
export const setPaymentSuccessFlash = (orderId: number) => sessionStore.set(KEY, String(orderId));

/** The order id of the flash, removing it; `null` when there is none. */
export function takePaymentSuccessFlash(): number | null {
  const value = sessionStore.get(KEY);
  sessionStore.remove(KEY);
  const orderId = Number(value);
  return value && Number.isInteger(orderId) && orderId > 0 ? orderId : null;
}
