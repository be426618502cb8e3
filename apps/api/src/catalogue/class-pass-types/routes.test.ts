import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ClassPassRecord,
  ClassPassRecordList,
  ClassPassType,
  ClassPassTypeList,
} from '@studio/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { classPasses, outbox } from '../../platform/db/schema.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

useFixedClock(); // today is 2026-05-06 in Copenhagen

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

describe('GET /class-pass-types', () => {
  test('lists the studio’s types by id in style A; the caller’s use of a limited one', async () => {
    const studio = await b.studio();
    const other = await b.studio();
    const ten = await cat.passType(studio.id, { price: '1200.50' }, [studio.classTypeId]);
    const intro = await cat.passType(studio.id, {
      name: 'Free intro',
      price: '0',
      number_of_classes: 1,
      limited_number_per_customer: true,
      max_number_per_customer: 1,
    });
    await cat.passType(studio.id, { name: 'Old', archived: true });
    await cat.passType(other.id, { name: 'Elsewhere' });
    const c = await b.customer(studio.id);
    const url = '/class-pass-types?populate[]=user_can_buy&populate[]=class_types';

    const anonymous = ClassPassTypeList.parse((await inject(url, studio.headers)).json());
    expect(anonymous.map((p) => p.id)).toEqual([ten.id, intro.id]);
    expect(anonymous[0]).toMatchObject({
      client: studio.id,
      price: 1200.5,
      image: null,
      class_types: [{ id: studio.classTypeId, name: 'Hatha' }],
      user_can_buy: null,
      max_number_per_customer_already_used: null,
    });

    const before = ClassPassTypeList.parse((await inject(url, c.headers)).json());
    expect(before[1]).toMatchObject({
      user_can_buy: true,
      max_number_per_customer_already_used: 0,
    });
    const taken = await inject('/class-passes', c.headers, {
      user: c.id,
      class_pass_type: intro.id,
    });
    expect(taken.statusCode).toBe(200);
    const after = ClassPassTypeList.parse((await inject(url, c.headers)).json());
    expect(after[1]).toMatchObject({
      user_can_buy: false,
      max_number_per_customer_already_used: 1,
    });
    expect(after[0]!.user_can_buy).toBe(true);
  });

  test('one type by id, archived ones flagged; another studio’s is not found; bad ids are 400', async () => {
    const studio = await b.studio();
    const other = await b.studio();
    const old = await cat.passType(studio.id, { archived: true });
    const found = ClassPassType.parse(
      (await inject(`/class-pass-types/${old.id}`, studio.headers)).json(),
    );
    expect(found).toMatchObject({ id: old.id, archived: true });
    const foreign = await inject(`/class-pass-types/${old.id}`, other.headers);
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    expect((await inject('/class-pass-types/x', studio.headers)).statusCode).toBe(400);
    expect((await inject('/class-pass-types?id=-1', studio.headers)).statusCode).toBe(400);
    const byId = ClassPassTypeList.parse(
      (await inject(`/class-pass-types?id=${old.id}`, studio.headers)).json(),
    );
    expect(byId).toEqual([]);
  });
});

describe('class passes', () => {
  test('a customer takes a free pass: classes and validity from today, the e-mail when the type says so', async () => {
    const studio = await b.studio({ locale: 'da' });
    const intro = await cat.passType(studio.id, {
      name: 'Gratis prøvetime',
      price: '0',
      number_of_classes: 1,
      days: 14,
      send_email_to_customer: true,
    });
    const c = await b.customer(studio.id);
    const reply = await inject('/class-passes', c.headers, {
      user: c.id,
      class_pass_type: intro.id,
    });
    const pass = ClassPassRecord.parse(reply.json());
    expect(pass).toMatchObject({
      user: c.id,
      class_pass_type: intro.id,
      classes_left: 1,
      start_date: '2026-05-06',
      valid_until: '2026-05-20',
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.client_id, studio.id));
    expect(mails.map((m) => m.subject)).toEqual(['Dit klippekort: Gratis prøvetime']);
    expectHtmlLikeText(mails[0]!, 'da');

    const mine = ClassPassRecordList.parse(
      (await inject(`/class-passes?user=${c.id}&populate[]=class_pass_type`, c.headers)).json(),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ user_id: c.id, class_pass_type_id: intro.id });
    expect(mine[0]!.class_pass_type).toMatchObject({ id: intro.id, name: 'Gratis prøvetime' });
    const one = ClassPassRecord.parse(
      (await inject(`/class-passes?id=${pass.id}`, c.headers)).json(),
    );
    expect(one.id).toBe(pass.id);
  });

  test('a paid type, one past the limit, another customer or another studio’s type are refused (403)', async () => {
    const studio = await b.studio();
    const other = await b.studio();
    const paid = await cat.passType(studio.id, { price: '100' });
    const once = await cat.passType(studio.id, {
      price: '0',
      limited_number_per_customer: true,
      max_number_per_customer: 1,
    });
    const foreign = await cat.passType(other.id, { price: '0' });
    const c = await b.customer(studio.id);
    const d = await b.customer(studio.id);
    const post = (payload: object, headers = c.headers) =>
      inject('/class-passes', headers, payload);
    expect((await post({ user: c.id, class_pass_type: paid.id })).statusCode).toBe(403);
    expect((await post({ user: c.id, class_pass_type: foreign.id })).statusCode).toBe(403);
    expect((await post({ user: d.id, class_pass_type: once.id })).statusCode).toBe(403);
    const twice = await Promise.all([
      post({ user: c.id, class_pass_type: once.id }),
      post({ user: c.id, class_pass_type: once.id }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const held = await t.db.select().from(classPasses).where(eq(classPasses.user_id, c.id));
    expect(held).toHaveLength(1);
    expect((await post({ user: c.id, class_pass_type: 'x' })).statusCode).toBe(400);
    expect((await post({ user: c.id, class_pass_type: once.id }, studio.headers)).statusCode).toBe(
      403,
    );
  });

  test('GET /class-passes needs a user or id, and only the caller’s own', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const d = await b.customer(studio.id);
    const theirs = await b.classPass(studio.id, d.id, [studio.classTypeId]);
    const none = await inject('/class-passes', c.headers);
    expect([none.statusCode, none.json()]).toEqual([400, 'User or ID must be specified']);
    expect((await inject(`/class-passes?user=${d.id}`, c.headers)).statusCode).toBe(403);
    expect((await inject(`/class-passes?id=${theirs.id}`, c.headers)).statusCode).toBe(403);
    expect((await inject(`/class-passes?user=${c.id}`, studio.headers)).statusCode).toBe(403);
  });
});
