/**
 * The gift card's one-time success flash (seed 001 §4 gift card flow): set when a payment
 * completes (also after the hosted page's redirect back, hence session storage), taken by the
 * gift card page, which then shows the success alert once.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';

const KEY = 'flash:giftCardSuccess';

export const setGiftCardFlash = () => sessionStore.set(KEY, '1');

/** Whether a gift card was just paid; removes the flash. */
export function takeGiftCardFlash(): boolean {
  const set = sessionStore.get(KEY) === '1';
  sessionStore.remove(KEY);
  return set;
}
