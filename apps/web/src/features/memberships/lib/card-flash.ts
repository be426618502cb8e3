/**
 * The one-time card-change flash (seed 001 §8 "Card update flash"): set by the return routes and
 * the Reepay flow, taken (and so removed) by the membership page. It carries the outcome of the
 * payment retried after the change, when the membership had failed renewals. Session storage:
 * it survives the hosted page's redirect back, not the browser session.
 */
import { sessionStore } from '../../../shared/lib/safe-storage.ts';
import type { RetryOutcome } from '../api/change-membership.ts';

export interface CardFlash {
  card: 'updated' | 'cancelled';
  retry?: RetryOutcome;
}

const key = (membershipId: number) => `flash:membershipCard:${membershipId}`;

export const setCardFlash = (membershipId: number, flash: CardFlash) =>
  sessionStore.set(key(membershipId), JSON.stringify(flash));

/** The flash for `membershipId`, removing it; `null` when there is none. */
export function takeCardFlash(membershipId: number): CardFlash | null {
  const value = sessionStore.get(key(membershipId));
  sessionStore.remove(key(membershipId));
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as CardFlash;
    return flash.card === 'updated' || flash.card === 'cancelled' ? flash : null;
  } catch {
    return null;
  }
}
