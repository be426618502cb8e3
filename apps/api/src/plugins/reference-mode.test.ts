/**
 * Reference mode answers as the reference provider would (plugins/reference-mode.ts; CONTRACT
 * §1.1, §1.6, §1.10, §5; issue 10, interoperability).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClassesResponse, ClassStyleA } from '@studio/contract/classes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

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

  test('POST /class-signups/change-count does not exist', async () => {
    const { customer, cls } = await week();
    const reply = await reference.inject({
      method: 'POST',
      url: '/class-signups/change-count',
      headers: customer.headers,
      payload: { user: customer.id, class: cls.id, count: 0 },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toBe('Not Found');
  });

  test('style-B classes send 0/1 for boolean columns and 0 for a false class_accepts_*', async () => {
    const { studio, customer } = await week();
    const url = weekUrl([
      'class_type',
      'class_accepts_customer_signups',
      'user_can_sign_up_for_class',
    ]);
    const [cls] = ClassesResponse.parse(
      (await reference.inject({ url, headers: customer.headers })).json(),
    ).classes;
    expect(cls).toMatchObject({
      archived: 0,
      cancelled: 1,
      studio_attendance_enabled: 1,
      livestream_enabled: 0,
      class_accepts_customer_signups: 0,
      user_can_sign_up_for_class: 0,
      class_type: { archived: 0 },
    });
    const [ours] = ClassesResponse.parse(
      (await t.app.inject({ url, headers: customer.headers })).json(),
    ).classes;
    expect(ours).toMatchObject({ cancelled: true, class_accepts_customer_signups: false });
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
