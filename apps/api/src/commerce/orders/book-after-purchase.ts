/**
 * `use_immediately_after_purchase` (CONTRACT §7 *(design)*; seed 000 purchase access for class):
 * once the order's passes and memberships exist, the class it was bought for is booked through
 * the signups modules, with every rule they apply. A refusal there (class full meanwhile, started)
 * does not undo the purchase: the customer keeps what they paid for. Each booking runs in a
 * savepoint of the fulfilment transaction, so a failed one leaves nothing half-written.
 */
import type { Tx } from '../../platform/db/connect.ts';
import type { StudioClient } from '../../studio/public.ts';
import { createSignup } from '../../schedule/public.ts';
import { joinLivestream } from '../../schedule/public.ts';
import { joinWaitingList } from '../../schedule/public.ts';
import type { OrderItemRow } from './queries.ts';

type Kind = 'class' | 'class_livestream' | 'class_waiting_list';

interface Booking {
  kind: Kind;
  classId: number;
  seats: number;
}

const KINDS: readonly string[] = ['class', 'class_livestream', 'class_waiting_list'];

/** A line's booking wish, or undefined when it has none or it is malformed. */
function wishOf(item: OrderItemRow): Booking | undefined {
  const raw = item.use_immediately_after_purchase as Record<string, unknown> | null;
  if (!raw || typeof raw !== 'object' || !KINDS.includes(String(raw.item_type))) return undefined;
  const classId = Number(raw.class_id);
  const seats = raw.numberOfSeats === undefined ? 1 : Number(raw.numberOfSeats);
  if (!Number.isInteger(classId) || classId < 1 || !Number.isInteger(seats) || seats < 1)
    return undefined;
  return { kind: raw.item_type as Kind, classId, seats };
}

/**
 * The bookings the order asks for, one per class and kind: a multi-seat purchase of several
 * passes carries its seats spread over its lines (the first the remainder), summed here.
 */
export function bookingsOf(items: OrderItemRow[]): Booking[] {
  const byKey = new Map<string, Booking>();
  for (const item of items) {
    const wish = wishOf(item);
    if (!wish) continue;
    const key = `${wish.kind}:${wish.classId}`;
    const seen = byKey.get(key);
    if (seen) seen.seats += wish.seats;
    else byKey.set(key, { ...wish });
  }
  return [...byKey.values()];
}

/** @returns the refusal codes of the bookings that did not happen (for the log; none is fatal). */
export async function bookAfterPurchase(
  tx: Tx,
  client: StudioClient,
  userId: number,
  items: OrderItemRow[],
  now: number,
): Promise<string[]> {
  // The signup services open their own transaction; on `tx` that is a savepoint.
  const db = tx;
  const refusals: string[] = [];
  for (const booking of bookingsOf(items)) {
    const outcome =
      booking.kind === 'class'
        ? await createSignup(db, {
            client,
            userId,
            classId: booking.classId,
            count: booking.seats,
            now,
          })
        : booking.kind === 'class_livestream'
          ? await joinLivestream(db, client, userId, booking.classId, now)
          : await joinWaitingList(db, client, userId, booking.classId, now);
    if (!outcome.ok) refusals.push(outcome.code);
  }
  return refusals;
}
