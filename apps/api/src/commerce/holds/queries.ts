/**
 * What unpaid cart orders hold (issue 22; README.md beside this file). An order made from the cart
 * holds, until its `hold_until` (ms), the event seats, gift-card balance, discount-code use and
 * limited membership it sells; a customer's newest cart order replaces their earlier ones, so only
 * it holds. Holds are read for everyone but one customer: that customer's own cart (or paying
 * order) is measured against what they already hold themselves, and against the others' holds.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  discountCodes,
  events,
  giftCards,
  membershipTypes,
  users,
} from '../../platform/db/schema.ts';

/** How long a new cart order holds what it sells (shown on the payment page). */
export const HOLD_MINUTES = 30;

/** What other customers' live cart orders hold, each keyed by the record's id. */
export interface Holds {
  /** Event seats (`event` and `event_first_installment` lines, their `count`). */
  eventSeats: Map<number, number>;
  /** Memberships of each membership type (counted against `max_number_of_memberships`). */
  memberships: Map<number, number>;
  /** The customers holding a use of each discount code. */
  codeCustomers: Map<number, Set<number>>;
  /** Øre of each gift card's balance held by `gift_card_spend` lines. */
  giftCardOre: Map<number, number>;
}

interface HeldLine {
  user_id: number;
  item_type: string;
  item_id: number | null;
  count: number;
  total_price: string;
}

const add = (map: Map<number, number>, id: number, by: number) =>
  map.set(id, (map.get(id) ?? 0) + by);

/**
 * The holds of every customer of the studio but `exceptUserId`, at instant `now` (ms): the lines
 * of each customer's newest cart order when it is unpaid, not failed and `hold_until > now`.
 */
export async function holdsOfOthers(
  db: Db | Tx,
  clientId: number,
  exceptUserId: number,
  now = Date.now(),
): Promise<Holds> {
  const result = (await (db as Db).execute(sql`
    SELECT o.user_id, i.item_type, i.item_id, i.count, i.total_price
    FROM orders o JOIN order_items i ON i.order_id = o.id AND i.archived = false
    WHERE o.client_id = ${clientId} AND o.user_id IS NOT NULL AND o.user_id <> ${exceptUserId}
      AND o.paid = 0 AND o.fulfilled = 0 AND o.payment_failed = 0 AND o.archived = false
      AND o.hold_until > ${now}
      AND o.id = (SELECT max(n.id) FROM orders n
                  WHERE n.client_id = o.client_id AND n.user_id = o.user_id AND n.hold_until > 0)`)) as {
    rows: HeldLine[];
  };
  const holds: Holds = {
    eventSeats: new Map(),
    memberships: new Map(),
    codeCustomers: new Map(),
    giftCardOre: new Map(),
  };
  for (const line of result.rows) {
    if (!line.item_id) continue;
    const id = Number(line.item_id);
    switch (line.item_type) {
      case 'event':
      case 'event_first_installment':
        add(holds.eventSeats, id, Number(line.count));
        break;
      case 'membership_type':
        add(holds.memberships, id, 1);
        break;
      case 'discount_code': {
        const customers = holds.codeCustomers.get(id) ?? new Set<number>();
        holds.codeCustomers.set(id, customers.add(Number(line.user_id)));
        break;
      }
      case 'gift_card_spend':
        add(holds.giftCardOre, id, -toOre(String(line.total_price)));
        break;
    }
  }
  return holds;
}

/** The records an order's lines take from, to lock before they are counted (ids ascending). */
export interface HeldRecords {
  membershipTypeIds: number[];
  eventIds: number[];
  codeIds: number[];
  giftCardIds: number[];
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Locks, in one fixed order, the customer's row and the records their order takes from:
 * membership types, events, discount codes, gift cards (`SELECT … FOR UPDATE`, ids ascending).
 * Order creation and payment both lock this way (payment after the order row), so two orders
 * that compete for a seat, a code or a card are counted one after the other, never side by side.
 */
export async function lockHeldRecords(tx: Tx, userId: number, records: HeldRecords) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const order: [PgTable, number[]][] = [
    [membershipTypes, records.membershipTypeIds],
    [events, records.eventIds],
    [discountCodes, records.codeIds],
    [giftCards, records.giftCardIds],
  ];
  for (const [table, ids] of order) {
    if (!ids.length) continue;
    const list = sql.join(
      sorted(ids).map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`SELECT id FROM ${table} WHERE id IN (${list}) ORDER BY id FOR UPDATE`);
  }
}

/** The records a list of cart rows or order lines takes from (`lockHeldRecords`). */
export function heldRecordsOf(lines: { item_type: string; item_id: number | null }[]): HeldRecords {
  const of = (...types: string[]) =>
    lines.filter((l) => types.includes(l.item_type) && l.item_id).map((l) => l.item_id!);
  return {
    membershipTypeIds: of('membership_type'),
    eventIds: of('event', 'event_first_installment'),
    codeIds: of('discount_code'),
    giftCardIds: of('gift_card_spend'),
  };
}
