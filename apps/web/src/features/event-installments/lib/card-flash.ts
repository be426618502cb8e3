/**
 * The one-time card-change flash for an event signup (seed 001 §8 "Card update flash"): set by
 * the hosted return route and the Reepay flow, taken (and so removed) by the installments
 * screen. It carries the outcome of the retry made after the change when installments had
 * failed. Session storage: it survives the hosted page's redirect back.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';
import type { RetryOutcome } from '../api/retry-installments.ts';

export interface CardFlash {
  card: 'updated' | 'cancelled';
  retry?: RetryOutcome;
}

const key = (eventSignupId: number) => `flash:eventSignupCard:${eventSignupId}`;

export const setCardFlash = (eventSignupId: number, flash: CardFlash) =>
  sessionStore.set(key(eventSignupId), JSON.stringify(flash));

/** The flash for `eventSignupId`, removing it; `null` when there is none. */
export function takeCardFlash(eventSignupId: number): CardFlash | null {
  const value = sessionStore.get(key(eventSignupId));
  sessionStore.remove(key(eventSignupId));
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as CardFlash;
    return flash.card === 'updated' || flash.card === 'cancelled' ? flash : null;
  } catch {
    return null;
  }
}
