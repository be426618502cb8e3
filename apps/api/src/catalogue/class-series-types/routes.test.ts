import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ClassSeries,
  ClassSeriesList,
  ClassSeriesType,
  ClassSeriesTypeList,
} from '@studio/contract/catalogue';
import { ClassType } from '@studio/contract/classes';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { classSeriesTypeClasses, classSignups, classTypes } from '../../platform/db/schema.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';
import { classSeriesTypeBuyable } from './public.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
let cat: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
  cat = catalogueFactory(t.db);
});
afterAll(() => t.close());

const inject = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });
const DAY = 24 * 60;

async function course(price = '900', seats = 10) {
  const studio = await b.studio();
  const past = await b.class(studio, { startsInMinutes: -DAY });
  const next = await b.class(studio, { startsInMinutes: DAY, seats });
  const later = await b.class(studio, { startsInMinutes: 8 * DAY, seats });
  const last = await b.class(studio, { startsInMinutes: 15 * DAY, seats });
  const type = await cat.seriesType(studio.id, [past.id, next.id, later.id, last.id], { price });
  return { studio, type, classIds: [past.id, next.id, later.id, last.id] };
}

describe('GET /class-series-types', () => {
  test('a started series costs its remaining classes pro rata, in kroner', async () => {
    const { studio, type, classIds } = await course('900');
    const c = await b.customer(studio.id);
    const [found] = ClassSeriesTypeList.parse(
      (await inject('/class-series-types?populate[]=classes', c.headers)).json(),
    );
    expect(found).toMatchObject({
      id: type.id,
      price: 900,
      current_price: 675,
      has_started: true,
      is_available_for_purchase: true,
      number_of_remaining_classes_and_livestream_classes: 3,
      fully_booked_remaining_classes: [],
      customer_has_class_series_type: false,
      customer_can_buy_class_series_type: true,
    });
    expect(found!.classes.map((cls) => (typeof cls === 'number' ? cls : cls.id))).toEqual(classIds);
    const bought = await classSeriesTypeBuyable(t.db, studio.id, c.id, type.id);
    expect(bought?.currentPriceOre).toBe(67500);
  });

  test('a full remaining class, a past valid_until or another studio’s type stop the sale', async () => {
    const { studio, type, classIds } = await course('900', 1);
    const filler = await b.customer(studio.id);
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: filler.id, class_id: classIds[2]! });
    const c = await b.customer(studio.id);
    const one = ClassSeriesType.parse(
      (await inject(`/class-series-types/${type.id}`, c.headers)).json(),
    );
    expect(one).toMatchObject({
      fully_booked_remaining_classes: [classIds[2]],
      customer_can_buy_class_series_type: false,
    });
    const expired = await cat.seriesType(studio.id, [classIds[3]!], { valid_until: '2026-05-05' });
    const [gone] = ClassSeriesTypeList.parse(
      (await inject(`/class-series-types?id=${expired.id}`, c.headers)).json(),
    );
    expect(gone!.is_available_for_purchase).toBe(false);
    const other = await b.studio();
    const foreign = await inject(`/class-series-types/${type.id}`, other.headers);
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    expect((await inject(`/class-series-types?id=${type.id}`, other.headers)).json()).toEqual([]);
    expect((await inject('/class-series-types/abc', c.headers)).statusCode).toBe(400);
  });
});

describe('populate[]=classes.class_type', () => {
  test('each class of the list and of the single type comes with its class type', async () => {
    const { studio, type, classIds } = await course('900');
    const [yin] = await t.db
      .insert(classTypes)
      .values({ client_id: studio.id, name: 'Yin', color: '#123456' })
      .returning();
    const stream = await b.class(studio, { startsInMinutes: 2 * DAY, class_type_id: yin!.id });
    await t.db
      .insert(classSeriesTypeClasses)
      .values({ class_series_type_id: type.id, class_id: stream.id, livestream: true });
    const c = await b.customer(studio.id);
    const classTypeOf = (cls: number | { id: number }) =>
      ClassType.parse((cls as Record<string, unknown>).class_type);

    const [listed] = ClassSeriesTypeList.parse(
      (await inject('/class-series-types?populate[]=classes.class_type', c.headers)).json(),
    );
    expect(listed!.classes.map((cls) => (typeof cls === 'number' ? cls : cls.id))).toEqual(
      classIds,
    );
    for (const cls of listed!.classes)
      expect(classTypeOf(cls)).toMatchObject({ id: studio.classTypeId, name: 'Hatha' });
    expect(listed!.classes_livestream).toEqual([stream.id]);

    const single = ClassSeriesType.parse(
      (
        await inject(
          `/class-series-types/${type.id}?populate[]=classes.class_type&populate[]=classes_livestream.class_type`,
          c.headers,
        )
      ).json(),
    );
    expect(classTypeOf(single.classes[0]!)).toMatchObject({ name: 'Hatha' });
    expect(classTypeOf(single.classes_livestream[0]!)).toMatchObject({
      id: yin!.id,
      name: 'Yin',
      color: '#123456',
    });
  });
});

describe('class series', () => {
  test('a free series books the customer into every remaining class, once', async () => {
    const { studio, type, classIds } = await course('0');
    const c = await b.customer(studio.id);
    const reply = await inject('/class-series', c.headers, {
      user: c.id,
      class_series_type: type.id,
    });
    const series = ClassSeries.parse(reply.json());
    expect(series).toMatchObject({ user_id: c.id, class_series_type_id: type.id, classes_left: 0 });
    const booked = await t.db
      .select()
      .from(classSignups)
      .where(and(eq(classSignups.user_id, c.id), eq(classSignups.cancelled_at, 0)));
    expect(booked.map((s) => s.class_id).sort()).toEqual(classIds.slice(1).sort());
    expect(booked.every((s) => s.class_series_id === series.id)).toBe(true);

    const again = await inject('/class-series', c.headers, {
      user: c.id,
      class_series_type: type.id,
    });
    expect(again.statusCode).toBe(403);
    const mine = ClassSeriesList.parse(
      (await inject(`/class-series?user=${c.id}&populate[]=class_series_type`, c.headers)).json(),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.class_series_type).toMatchObject({
      id: type.id,
      customer_has_class_series_type: true,
    });
  });

  test('a paid series, someone else’s user or another studio’s series are refused (403)', async () => {
    const { studio, type } = await course('900');
    const c = await b.customer(studio.id);
    const d = await b.customer(studio.id);
    expect(
      (await inject('/class-series', c.headers, { user: c.id, class_series_type: type.id }))
        .statusCode,
    ).toBe(403);
    const free = await course('0');
    expect(
      (await inject('/class-series', c.headers, { user: c.id, class_series_type: free.type.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('/class-series', c.headers, { user: d.id, class_series_type: type.id }))
        .statusCode,
    ).toBe(403);
    expect((await inject(`/class-series?user=${d.id}`, c.headers)).statusCode).toBe(403);
    expect(
      (await inject('/class-series', c.headers, { user: c.id, class_series_type: null }))
        .statusCode,
    ).toBe(400);
  });
});
