/**
 * POST /test/run-installments `{today?}` (journeys only, as /test/run-renewals): the installment
 * job as of a Copenhagen date, so a browser journey drives later installments with a fake clock.
 * Absent without test routes; a date that is not one is 400 and charges nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { installmentSignup, installmentsNow } from '../../../test/kits/installments.ts';

let t: TestApp;
let withTestRoutes: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  withTestRoutes = await buildApp({
    db: t.db,
    tokenKeys: { secret: randomBytes(32) },
    testRoutes: true,
  });
});
afterAll(async () => {
  await withTestRoutes.close();
  await t.close();
});

test('charges what is due on the given date, and only with test routes', async () => {
  const studio = await t.make.studio({ payment_service_provider: 'test' });
  const customer = await t.make.customer(studio);
  const next = addDaysIso(copenhagenToday(), 45);
  const { signup } = await installmentSignup(t.db, studio.id, customer.id, {
    price: '2000.00',
    plan: [
      ['1970-01-01', '1000.00'],
      [next, '1000.00'],
    ],
  });
  const run = (app: FastifyInstance, payload?: object) =>
    app.inject({
      method: 'POST',
      url: '/test/run-installments',
      headers: studio.headers,
      ...(payload && { payload }),
    });
  const paid = async () => (await installmentsNow(t.db, signup.id)).map((row) => row.paid > 0);

  expect((await run(t.app, { today: next })).statusCode).toBe(404);
  const bare = await run(withTestRoutes);
  expect(bare.statusCode, bare.body).toBe(200);
  expect((await run(withTestRoutes, { today: '45 days on' })).statusCode).toBe(400);
  expect(await paid()).toEqual([true, false]);

  const reply = await run(withTestRoutes, { today: next });
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toMatchObject({ paid: 1 });
  expect(await paid()).toEqual([true, true]);
});
