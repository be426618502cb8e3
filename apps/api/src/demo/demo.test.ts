import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PriceGroupList, Product } from '@studio/contract/catalogue';
import { EventList, EventTimeSlotList } from '@studio/contract/events';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  classes,
  classSeriesTypeClasses,
  classSeriesTypes,
  classSignups,
  discountCodes,
  products,
  users,
} from '../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../platform/lib/time.ts';
import { demoLogins, seedDemoIfEmpty } from './demo.ts';
import { isoMonday } from './timetable.ts';

let t: TestApp;
let seeded: boolean;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoIfEmpty(t.db, now);
});
afterAll(() => t.close());

const clientOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.client_id;

describe('demo seed', () => {
  test('seeds an empty database once: two studios with their own theme, locale and branches', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const url = '/clients/current?populate[]=logo&populate[]=settings&populate[]=branches';
    const nord = (await t.app.inject({ url })).json();
    expect(nord).toMatchObject({ name: 'Studio Nord', logo: { filename: 'nord-logo.svg' } });
    expect(nord.settings).toMatchObject({
      locale: 'da',
      theme_google_web_font: 'Nunito',
      signup_phone_field_required: true,
      signup_date_of_birth_field_required: true,
      customer_can_reserve_multiple_seats_for_class: true,
      no_show_fees_enabled: true,
      class_signoff_deadline: 120,
    });
    expect(nord.branches.map((b: { name: string }) => b.name)).toEqual([
      'Nørrebro',
      'Frederiksberg',
    ]);
    const fjordId = await clientOf('olivia@fjordpilates.dk');
    const fjord = (
      await t.app.inject({ url, headers: { 'x-yogo-client-id': String(fjordId) } })
    ).json();
    expect(fjord).toMatchObject({ name: 'Fjord Pilates', settings: { locale: 'en' } });
    // Issue 26: one demo studio lands visitors on Login (the default), the other on the schedule.
    expect(nord.settings.frontend_visitor_start_page).toBe('login');
    expect(fjord.settings.frontend_visitor_start_page).toBe('schedule');
    expect(fjord.settings.theme_primary_color).not.toBe(nord.settings.theme_primary_color);
    // Issue 26 item 4: Studio Nord e-mails gift cards itself; Fjord Pilates sends them by hand.
    expect(nord.settings.gift_card_delivery_mode).toBe('auto');
    expect(fjord.settings.gift_card_delivery_mode).toBe('manual');
    // A local embed page may frame either demo studio (issue 10 defect 11).
    for (const studio of [nord, fjord])
      expect(studio.settings.frontend_allowed_embed_origins).toEqual([
        'http://localhost:*',
        'http://127.0.0.1:*',
      ]);
    expect(fjord.branches).toHaveLength(1);
    const logo = await t.app.inject({ url: `/image-files/${fjord.logo.filename}?w=200&h=100` });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  test('every demo login logs in from the front end, and the profiles hold what the notes say', async () => {
    expect(demoLogins.length).toBeGreaterThanOrEqual(4);
    for (const login of demoLogins) {
      const headers = {
        'x-yogo-client-id': String(await clientOf(login.email)),
        'x-yogo-request-context': 'frontend',
      };
      const reply = await t.app.inject({ method: 'POST', url: '/login', headers, payload: login });
      const { user, token } = reply.json();
      expect(user?.email, login.email).toBe(login.email);
      const profile = await t.app.inject({
        url: `/users/${user.id}?populate[]=class_passes&populate[]=memberships&populate[]=memberships.payment_subscriptions&populate[]=memberships.next_payment`,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      const body = profile.json();
      if (login.email === 'anna@studionord.dk') expect(body.class_passes[0].classes_left).toBe(10);
      if (login.email === 'mads@studionord.dk')
        // Renews with a saved card on the built-in test provider (issue 12).
        expect(body.memberships[0]).toMatchObject({
          status: 'active',
          payment_subscriptions: [{ status: 'active', payment_service_provider: 'test' }],
          next_payment: { amount: expect.any(Number) },
        });
      if (login.email === 'sara@studionord.dk')
        expect(body.class_passes.length + body.memberships.length).toBe(0);
    }
  });

  test('classes run from this ISO week for five weeks, with full, cancelled and started ones', async () => {
    const nordId = await clientOf('anna@studionord.dk');
    const today = copenhagenToday(now);
    const rows = await t.db.select().from(classes).where(eq(classes.client_id, nordId));
    const dates = rows.map((row) => row.date).sort();
    expect(dates[0]).toBe(isoMonday(today));
    expect(dates.at(-1)).toBe(addDaysIso(isoMonday(today), 34));
    expect(rows.filter((row) => row.date === today).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.cancelled)).toBe(true);
    expect(rows.some((row) => row.livestream_enabled)).toBe(true);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(now);
    expect(rows.some((row) => row.date === today && row.start_time.slice(0, 5) <= time)).toBe(true);

    const taken = await t.db
      .select({
        class_id: classSignups.class_id,
        seats: sql<number>`sum(${classSignups.count})::int`,
      })
      .from(classSignups)
      .where(eq(classSignups.client_id, nordId))
      .groupBy(classSignups.class_id);
    const seatsOf = new Map(rows.map((row) => [row.id, row.seats]));
    const full = taken.filter((row) => row.seats === seatsOf.get(row.class_id));
    expect(full.length).toBeGreaterThan(5);
    expect(taken.every((row) => row.seats <= seatsOf.get(row.class_id)!)).toBe(true);

    const [course] = await t.db
      .select()
      .from(classSeriesTypes)
      .where(and(eq(classSeriesTypes.client_id, nordId), eq(classSeriesTypes.locked, true)));
    const links = await t.db
      .select()
      .from(classSeriesTypeClasses)
      .where(eq(classSeriesTypeClasses.class_series_type_id, course!.id));
    expect(links).toHaveLength(4);
  });

  test('the class type and teacher filters have data from today on', async () => {
    const today = copenhagenToday(now);
    const types = (
      await t.app.inject({
        url: `/class-types?hasClassesFromDateForward=${today}&populate[]=image`,
      })
    ).json();
    expect(types.length).toBeGreaterThanOrEqual(5);
    expect(types[0].image.filename).toMatch(/\.svg$/);
    const teachers = (
      await t.app.inject({
        url: `/users?teacher=1&hasClassesOrEventTimeSlotsFromDateForward=${today}&populate[]=image`,
      })
    ).json();
    expect(teachers.length).toBe(3);
    expect(teachers[0]).toMatchObject({
      teacher_description: expect.stringMatching(/\w/),
      image: { filename: expect.any(String) },
    });
  });

  test('both studios sell a realistic catalogue through price groups, with the test payment provider', async () => {
    const nordId = await clientOf('anna@studionord.dk');
    const fjordId = await clientOf('olivia@fjordpilates.dk');
    const populate =
      'populate[]=membership_types.payment_options&populate[]=membership_types.active_campaign&populate[]=class_pass_types&populate[]=class_series_types';
    const shop = async (clientId: number) => {
      const headers = { 'x-yogo-client-id': String(clientId) };
      const client = (
        await t.app.inject({ url: '/clients/current?populate[]=settings', headers })
      ).json();
      const groups = PriceGroupList.parse(
        (await t.app.inject({ url: `/price-groups?${populate}`, headers })).json(),
      );
      return { settings: client.settings, groups, headers };
    };
    const nord = await shop(nordId);
    expect(nord.settings).toMatchObject({
      payment_service_provider: 'test',
      memberships_always_renew_at_1st_of_month: true,
    });
    expect(nord.groups.map((g) => g.name)).toEqual(['Medlemskaber', 'Klippekort', 'Forløb']);
    const unlimited = nord.groups[0]!.membership_types![0]!;
    expect(unlimited).toMatchObject({
      registration_fee: 199,
      active_campaign: { name: 'Sommerstart', reduced_price: 295 },
    });
    expect(unlimited.payment_options!.map((o) => o.number_of_months_payment_covers)).toEqual([
      1, 6, 12,
    ]);
    expect(unlimited.payment_options![0]!.priceTextThatUserSees).toBe(
      'Første måned 295,00 kr, derefter 695,00 kr',
    );
    const passes = nord.groups[1]!.class_pass_types!;
    expect(passes.map((p) => [p.pass_type, p.number_of_classes, p.price])).toEqual([
      ['fixed_count', 2, 300],
      ['fixed_count', 10, 1200],
      ['unlimited', 0, 995],
      ['fixed_count', 1, 0],
    ]);
    expect(passes[3]).toMatchObject({
      limited_number_per_customer: true,
      max_number_per_customer: 1,
    });
    expect(nord.groups[2]!.class_series_types![0]).toMatchObject({
      name: 'Begynderforløb – 4 uger',
      price: 800,
      is_available_for_purchase: true,
    });

    const fjord = await shop(fjordId);
    expect(fjord.settings.payment_service_provider).toBe('test');
    expect(fjord.settings.memberships_always_renew_at_1st_of_month).toBe(false);
    expect(fjord.groups.map((g) => g.name)).toEqual(['Memberships', 'Class passes']);
    expect(fjord.groups[1]!.class_pass_types).toHaveLength(4);

    for (const clientId of [nordId, fjordId]) {
      const codes = await t.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.client_id, clientId));
      expect(codes.map((c) => [c.name, c.type])).toEqual([
        ['VELKOMMEN20', 'discount_percent'],
        [expect.any(String), 'discount_amount'],
      ]);
      expect(Number(codes[0]!.discount_percent)).toBe(20);
      const [product] = await t.db.select().from(products).where(eq(products.client_id, clientId));
      const reply = await t.app.inject({
        url: `/products/${product!.id}`,
        headers: { 'x-yogo-client-id': String(clientId) },
      });
      expect(Product.parse(reply.json()).price).toBeGreaterThan(0);
    }
  });

  test('both studios have their five events: free, a paid workshop, a course, a training in 4 installments, a full one', async () => {
    const today = copenhagenToday(now);
    for (const email of ['olivia@fjordpilates.dk', demoLogins[0]!.email]) {
      const headers = { 'x-yogo-client-id': String(await clientOf(email)) };
      const url = `/events?startDate=${today}&populate[]=time_slots&populate[]=teachers&populate[]=event_group&populate[]=image&populate[]=signup_count`;
      const events = EventList.parse((await t.app.inject({ url, headers })).json());
      expect(events).toHaveLength(5);
      const full = events.filter((e) => e.signup_count! >= e.seats);
      expect(full.map((e) => [e.seats, e.price > 0])).toEqual([[2, true]]);
      expect(events.filter((e) => e.price === 0)).toHaveLength(1);
      for (const event of events) {
        expect(event.teachers!.length).toBeGreaterThan(0);
        expect(event.event_group).toMatchObject({ color: expect.stringMatching(/^#/) });
        expect(event.start_date > today).toBe(true);
      }
      expect(events.some((e) => e.price > 0 && e.time_slots!.length === 1)).toBe(true);
      expect(events.some((e) => !e.installment_payments_enabled && e.time_slots!.length > 2)).toBe(
        true,
      );
      const training = events.find((e) => e.installment_payments_enabled)!;
      expect(training.installments).toHaveLength(4);
      expect(training.installments[0]!.date).toBe('1970-01-01');
      expect(training.installments.reduce((sum, i) => sum + i.amount, 0)).toBe(training.price);
      const slots = EventTimeSlotList.parse(
        (
          await t.app.inject({
            url: `/event-time-slots?startDate=${today}&endDate=${addDaysIso(today, 40)}&populate[]=event`,
            headers,
          })
        ).json(),
      );
      expect(new Set(slots.map((s) => s.event_id)).size).toBe(5);
    }
  });
});
