/**
 * Test data for events (CONTRACT §4, §6): an event of a studio with its time slots, teachers and
 * installment plan, written straight to the database like test/factory.ts does for classes.
 */
import type { Db } from '../src/platform/db/connect.ts';
import {
  eventGroups,
  eventInstallmentPlans,
  events,
  eventSignups,
  eventTeachers,
  eventTimeSlots,
} from '../src/platform/db/schema.ts';

type EventValues = Partial<typeof events.$inferInsert>;

interface EventExtras {
  /** `[date, start, end]` per slot; `start_date` defaults to the earliest slot's date. */
  slots?: [string, string, string][];
  teachers?: number[];
  /** `[date, amount in kroner]` per installment. */
  plan?: [string, string][];
}

export function makeEventFactory(db: Db) {
  return {
    /** A free event of 10 seats on `start_date` (or its first slot's date). */
    async event(clientId: number, values: EventValues = {}, extras: EventExtras = {}) {
      const { slots = [], teachers = [], plan = [] } = extras;
      const [row] = await db
        .insert(events)
        .values({
          client_id: clientId,
          name: 'Workshop',
          seats: 10,
          start_date: slots.map((s) => s[0]).sort()[0] ?? '2026-06-01',
          ...values,
        })
        .returning();
      const event = row!;
      if (slots.length)
        await db.insert(eventTimeSlots).values(
          slots.map(([date, start_time, end_time]) => ({
            client_id: clientId,
            event_id: event.id,
            date,
            start_time,
            end_time,
          })),
        );
      if (teachers.length)
        await db
          .insert(eventTeachers)
          .values(teachers.map((user_id) => ({ event_id: event.id, user_id })));
      if (plan.length)
        await db
          .insert(eventInstallmentPlans)
          .values(plan.map(([date, amount]) => ({ event_id: event.id, date, amount })));
      return event;
    },

    async group(clientId: number, values: Partial<typeof eventGroups.$inferInsert> = {}) {
      const [row] = await db
        .insert(eventGroups)
        .values({ client_id: clientId, name: 'Retreats', ...values })
        .returning();
      return row!;
    },

    /** A signup written directly (e.g. a paid event's seats bought through the cart). */
    async signup(clientId: number, eventId: number, userId: number, count = 1) {
      const [row] = await db
        .insert(eventSignups)
        .values({ client_id: clientId, event_id: eventId, user_id: userId, count })
        .returning();
      return row!;
    },
  };
}
