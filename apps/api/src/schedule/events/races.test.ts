/**
 * Races for an event's last seat (CONTRACT §6; issue 14 done-means 3): POST /event-signups locks
 * the event row first, so two customers never both take it. PostgreSQL only (`describeRaces`):
 * PGlite serialises transactions, so there it would pass without the lock.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { EventSignup, EventTimeSlotList } from '@studio/contract/events';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';

const Answer = z.union([EventSignup, z.string()]);

describeRaces('races for event seats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('30 customers race for the last 3 seats: exactly 3 get one', async () => {
    const ev = makeEventFactory(t.db);
    const studio = await t.make.studio();
    const date = addDaysIso(copenhagenToday(), 7);
    const event = await ev.event(studio.id, { seats: 5 }, { slots: [[date, '10:00', '12:00']] });
    await ev.signup(studio.id, event.id, (await t.make.customer(studio)).id, 2);
    const racers = await Promise.all(Array.from({ length: 30 }, () => t.make.customer(studio)));
    const replies = await Promise.all(
      racers.map((c) =>
        t.app.inject({
          method: 'POST',
          url: '/event-signups',
          headers: c.headers,
          payload: { user: c.id, event: event.id },
        }),
      ),
    );
    const bodies = replies.map((reply) => Answer.parse(reply.json()));
    expect(bodies.filter((body) => typeof body !== 'string')).toHaveLength(3);
    expect(bodies.filter((body) => body === 'E_EVENT_IS_FULL')).toHaveLength(27);
    const slots = EventTimeSlotList.parse(
      (
        await t.app.inject({
          url: `/event-time-slots?event=${event.id}&populate[]=event.signup_count`,
          headers: studio.headers,
        })
      ).json(),
    );
    expect(slots[0]!.event!.signup_count).toBe(5);
  });
});
