/**
 * A paid class series line (CONTRACT §9 class series, §7 "Applying a paid order"): the customer is
 * signed up for the remaining classes of the series, in the room for its `classes` and on the
 * livestream for its `classes_livestream`; classes that have started are skipped. Read back as
 * the customer reads them: GET /class-signups and GET /class-livestream-signups (CONTRACT §5).
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { ClassSignup, LivestreamSignupStyleB } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classSeries, classSeriesTypeClasses } from '../../platform/db/schema.ts';
import { fulfilOrder } from './fulfil.ts';
import { orderOf, row, shop } from '../../../test/kits/orders.ts';

const { t, b, activeRows } = useBookingApp();
const DAY = 24 * 60;

const seriesOf = async (userId: number) =>
  (await t.db.select().from(classSeries).where(eq(classSeries.user_id, userId)))[0]!;

describe('fulfilOrder: class series', () => {
  test('a class series signs the customer up for its remaining classes', async () => {
    const { studio, client } = await shop(t, b);
    const first = await b.class(studio, { startsInMinutes: DAY });
    const second = await b.class(studio, { startsInMinutes: 8 * DAY });
    const past = await b.class(studio, { startsInMinutes: -3 * DAY });
    const type = await b.classSeries(studio.id, [first.id, second.id, past.id], true);
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({ item_type: 'class_series_type', item_id: type.id, itemPriceOre: 90000 }),
    ]);
    await fulfilOrder(t.db, order.id);
    const series = await seriesOf(customer.id);
    expect(series).toMatchObject({ order_id: order.id, classes_left: 0 });
    for (const cls of [first, second])
      expect((await activeRows(cls.id)).map((s) => s.class_series_id)).toEqual([series.id]);
    expect(await activeRows(past.id)).toEqual([]);
  });

  test('its livestream classes become livestream signups; started classes are skipped', async () => {
    const { studio, client } = await shop(t, b, { livestream_enabled: true });
    const room = await b.class(studio, { startsInMinutes: DAY });
    const startedRoom = await b.class(studio, { startsInMinutes: -60 });
    const stream = await b.class(studio, { startsInMinutes: 2 * DAY, livestream_enabled: true });
    const startedStream = await b.class(studio, { startsInMinutes: -30, livestream_enabled: true });
    const type = await b.classSeries(studio.id, [room.id, startedRoom.id], false);
    await t.db.insert(classSeriesTypeClasses).values(
      [stream.id, startedStream.id].map((class_id) => ({
        class_series_type_id: type.id,
        class_id,
        livestream: true,
      })),
    );
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({ item_type: 'class_series_type', item_id: type.id, itemPriceOre: 90000 }),
    ]);
    expect(await fulfilOrder(t.db, order.id)).toBe('applied');
    const series = await seriesOf(customer.id);
    // Two classes remained, both booked with the series.
    expect(series).toMatchObject({ order_id: order.id, classes_left: 0 });

    const get = async (url: string) =>
      (await t.app.inject({ url: `${url}?user=${customer.id}`, headers: customer.headers })).json();
    const signups = z.array(ClassSignup).parse(await get('/class-signups'));
    expect(signups.map((s) => [s.class, s.class_series, s.count])).toEqual([
      [room.id, series.id, 1],
    ]);
    const streams = z.array(LivestreamSignupStyleB).parse(await get('/class-livestream-signups'));
    expect(streams.map((s) => [s.class_id, s.class_series, s.cancelled_at])).toEqual([
      [stream.id, series.id, 0],
    ]);

    // A second report of the payment books nothing twice.
    expect(await fulfilOrder(t.db, order.id)).toBe('already');
    expect(
      z.array(LivestreamSignupStyleB).parse(await get('/class-livestream-signups')),
    ).toHaveLength(1);
  });
});
