/**
 * Reference mode takes calls as the reference provider would (reference-mode.ts; CONTRACT §1.1,
 * §1.6, §1.10, §3, §5, §7, §9; issues 10 and 23): the calls of our design are not there, staff-only
 * calls refuse a customer, request fields of our design are ignored. Answers:
 * reference-answers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CartItemList } from '@studio/contract/cart';
import { ClassStyleA } from '@studio/contract/class-object';
import { ClassesResponse } from '@studio/contract/classes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { catalogueFactory } from '../catalogue/membership-types/test-catalogue.ts';

let t: TestApp;
let reference: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  reference = await buildApp({
    db: t.db,
    tokenKeys: t.app.tokenKeys,
    referenceMode: true,
  });
});
afterAll(async () => {
  await reference.close();
  await t.close();
});

async function week() {
  const studio = await t.make.studio();
  const type = await t.make.classType(studio);
  const cls = await t.make.class(studio, {
    class_type_id: type.id,
    date: '2099-01-05',
    cancelled: true,
  });
  const customer = await t.make.customer(studio);
  return { studio, cls, customer };
}
const weekUrl = (populate: string[]) =>
  `/classes?startDate=2099-01-05&endDate=2099-01-11${populate.map((key) => `&populate[]=${key}`).join('')}`;

describe('reference mode', () => {
  test('GET /classes refuses the design-only populate keys with the §1.6 answer', async () => {
    const { studio } = await week();
    const url = weekUrl(['class_type', 'user_signup_count', 'user_active_invalid_memberships']);
    const refused = await reference.inject({ url, headers: studio.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toBe(
      'The following populate fields are invalid: user_signup_count, user_active_invalid_memberships',
    );
    const ours = await t.app.inject({ url, headers: studio.headers });
    expect(ours.statusCode).toBe(200);
  });

  test('the calls of our design do not exist: 404 Not Found, where our server answers', async () => {
    const { customer, cls } = await week();
    const calls = [
      ['POST', '/class-signups/change-count', { user: customer.id, class: cls.id, count: 0 }],
      ['GET', `/cart-items/priced?user=${customer.id}`],
      ['GET', '/class-series-types'],
      ['GET', `/class-series?user=${customer.id}`],
      ['POST', `/class-types/${cls.class_type_id}/purchase-options`, { user: customer.id }],
      ['GET', `/users/${customer.id}/settings`],
      ['POST', '/confirm-email-with-token', { email: 'a@b.dk', token: 'x' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const call = { method, url, headers: customer.headers, payload };
      const refused = await reference.inject(call);
      expect([url, refused.statusCode, refused.body]).toEqual([url, 404, 'Not Found']);
      expect([url, (await t.app.inject(call)).statusCode]).not.toEqual([url, 404]);
    }
  });

  test('a customer deleting the account is refused as by the reference, staff only', async () => {
    const { studio, customer } = await week();
    const call = { method: 'DELETE', url: `/users/${customer.id}`, headers: customer.headers };
    const reply = await reference.inject(call as never);
    expect([reply.statusCode, reply.body]).toEqual([403, 'Forbidden']);
    const still = await t.app.inject({ url: `/users/${customer.id}`, headers: customer.headers });
    expect(still.json()).toMatchObject({ id: customer.id, client: studio.id });
  });

  test('cart items: the item types of our design are a 400, the design fields are ignored', async () => {
    const { studio, customer, cls } = await week();
    const post = (payload: Record<string, unknown>) =>
      reference.inject({
        method: 'POST',
        url: '/cart-items',
        headers: customer.headers,
        payload: { user: customer.id, ...payload },
      });
    const series = await post({ item_type: 'class_series_type', item_id: 1 });
    expect(series.statusCode).toBe(400);
    expect(series.json()).toMatchObject({ code: 'E_MISSING_OR_INVALID_PARAMS' });

    const pass = await catalogueFactory(t.db).passType(studio.id, { name: '5 klip' });
    const use = { item_type: 'class', class_id: cls.id };
    const added = await post({
      item_type: 'class_pass_type',
      item_id: pass.id,
      use_immediately_after_purchase: use,
    });
    expect(added.statusCode).toBe(200);
    const [stored] = CartItemList.parse(
      (
        await t.app.inject({ url: `/cart-items?user=${customer.id}`, headers: customer.headers })
      ).json(),
    );
    expect(stored).toMatchObject({ item_id: pass.id, use_immediately_after_purchase: null });
  });

  test('style-B classes send 0/1 for boolean columns and 0 for a false class_accepts_*', async () => {
    const { studio, customer } = await week();
    const url = weekUrl([
      'class_type',
      'class_accepts_customer_signups',
      'user_can_sign_up_for_class',
    ]);
    const [cls] = (await reference.inject({ url, headers: customer.headers })).json<{
      classes: Array<{ id: number }>;
    }>().classes;
    expect(cls).toMatchObject({
      archived: 0,
      cancelled: 1,
      studio_attendance_enabled: 1,
      livestream_enabled: 0,
      class_accepts_customer_signups: 0,
      user_can_sign_up_for_class: 0,
      class_type: { archived: 0 },
    });
    const [ours] = (await t.app.inject({ url, headers: customer.headers })).json<{
      classes: unknown[];
    }>().classes;
    expect(ours).toMatchObject({ cancelled: true, class_accepts_customer_signups: false });
    // The web reads both as real booleans (the contract's WireBool).
    const [read] = ClassesResponse.parse(
      (await reference.inject({ url, headers: customer.headers })).json(),
    ).classes;
    expect(read).toMatchObject({ cancelled: true, class_accepts_customer_signups: false });
    const single = await reference.inject({ url: `/classes/${cls!.id}`, headers: studio.headers });
    expect(ClassStyleA.parse(single.json()).cancelled).toBe(true);
  });

  test('CORS allows only the §1.1 request headers', async () => {
    const reply = await reference.inject({
      method: 'OPTIONS',
      url: '/classes',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-yogo-client-id',
      },
    });
    const allowed = String(reply.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/)
      .sort();
    expect(allowed).toEqual(
      [
        'authorization',
        'content-type',
        'x-yogo-client-accepts-extended-error-format',
        'x-yogo-client-id',
        'x-yogo-connector-parent-domain',
        'x-yogo-request-context',
      ].sort(),
    );
  });
});
