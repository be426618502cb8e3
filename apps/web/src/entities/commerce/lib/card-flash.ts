/**
 * The one-time card-change flash (seed 001 §8 "Card update flash"): set by a card-change return
 * route or the Reepay flow, taken (and so removed) by the page that shows it: the membership page
 * (`membershipCard`) or the event installments screen (`eventSignupCard`). It carries the outcome
 * of the payment retried after the change, when payments had failed. Session storage: it survives
 * the hosted page's redirect back, not the browser session.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';
import type { RetryOutcome } from '../api/retry-payment.ts';

export interface CardFlash {
  /** `unchanged`: back from a card change that did not replace the card (issue 26 item 11). */
  card: 'updated' | 'cancelled' | 'unchanged';
  retry?: RetryOutcome;
}

/** What the card pays for; with the record's id it names the flash. */
export type CardFlashScope = 'membershipCard' | 'eventSignupCard';

const key = (scope: CardFlashScope, id: number) => `flash:${scope}:${id}`;

/** Leaves the flash for the record `id` (a membership or an event signup). */
export const setCardFlash = (scope: CardFlashScope, id: number, flash: CardFlash) =>
  sessionStore.set(key(scope, id), JSON.stringify(flash));

/** The flash for the record `id`, removing it; `null` when there is none. */
export function takeCardFlash(scope: CardFlashScope, id: number): CardFlash | null {
  const value = sessionStore.get(key(scope, id));
  sessionStore.remove(key(scope, id));
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as CardFlash;
    return ['updated', 'cancelled', 'unchanged'].includes(flash.card) ? flash : null;
  } catch {
    return null;
  }
}
