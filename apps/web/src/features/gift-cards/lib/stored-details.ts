/**
 * The form's values kept in session storage while the browser is on the hosted payment page
 * (seed 001 §4), so Cancel there brings the customer back to a filled-in form.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';
import { blankGiftCard, type GiftCardValues } from './gift-card-form.ts';

const KEY = 'giftCardDetails';

export const storeDetails = (values: GiftCardValues) =>
  sessionStore.set(KEY, JSON.stringify(values));

export const clearDetails = () => sessionStore.remove(KEY);

/** The kept values (fields a kept form lacked, blank), or `null`. */
export function storedDetails(): GiftCardValues | null {
  try {
    const value = JSON.parse(sessionStore.get(KEY) ?? 'null') as Partial<GiftCardValues> | null;
    return value && typeof value.giver_name === 'string'
      ? { ...blankGiftCard(''), ...value }
      : null;
  } catch {
    return null;
  }
}
