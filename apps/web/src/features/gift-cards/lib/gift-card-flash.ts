/**
 * The gift card's one-time success flash (seed 001 §4 gift card flow): set when a payment
 * completes (also after the hosted page's redirect back, hence session storage), taken by the
 * gift card page, which then shows the success alert once.
 */
const KEY = 'flash:giftCardSuccess';

export const setGiftCardFlash = () => sessionStorage.setItem(KEY, '1');

/** Whether a gift card was just paid; removes the flash. */
export function takeGiftCardFlash(): boolean {
  const set = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return set;
}
