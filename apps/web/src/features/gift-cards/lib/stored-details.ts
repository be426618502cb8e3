/**
 * The form's values kept in session storage while the browser is on the hosted payment page
 * (seed 001 §4), so Cancel there brings the customer back to a filled-in form.
 */
import type { GiftCardValues } from './gift-card-form.ts';

const KEY = 'giftCardDetails';

export const storeDetails = (values: GiftCardValues) =>
  sessionStorage.setItem(KEY, JSON.stringify(values));

export const clearDetails = () => sessionStorage.removeItem(KEY);

/** The kept values, or `null`. */
export function storedDetails(): GiftCardValues | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as GiftCardValues | null;
    return value && typeof value.giver_name === 'string' ? value : null;
  } catch {
    return null;
  }
}
