/**
 * A NUL character (U+0000) in any text is a 400 before any rule runs (issue 22 item 13: a gift
 * card's name with one answered 500, as PostgreSQL cannot store it): in a body, in a key of a
 * JSON value, in the query string and in a path; nothing is stored.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards, orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = 'Text may not contain the NUL character (U+0000)';

test('a gift card for a name with a NUL in it is a 400, and no order or gift card is made', async () => {
  const studio = await t.make.studio({ payment_service_provider: 'test' });
  const gift = (recipient_name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/test/create-order-and-charge-session-for-gift-card',
      headers: studio.headers,
      payload: {
        amount: 500,
        giver_name: 'Gitte',
        giver_email: 'gitte@example.dk',
        recipient_name,
        message: 'Tillykke',
        stripe_success_url: 'https://studio.example/tak',
        stripe_cancel_url: 'https://studio.example/',
      },
    });
  const reply = await gift('Ro\u0000sa');
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toBe(refusal);
  expect(await t.db.select().from(orders).where(eq(orders.client_id, studio.id))).toEqual([]);
  expect(await t.db.select().from(giftCards).where(eq(giftCards.client_id, studio.id))).toEqual([]);
  // The same gift card without it is made.
  expect((await gift('Rosa')).statusCode).toBe(200);
});

test('a NUL in a JSON key, a query value or a path is a 400 too', async () => {
  const studio = await t.make.studio();
  const customer = await t.make.customer(studio);
  const replies = await Promise.all([
    t.app.inject({
      method: 'POST',
      url: `/users/${customer.id}/settings`,
      headers: customer.headers,
      payload: { video_preferences: { 'filter\u0000': [1] } },
    }),
    t.app.inject({ url: '/classes?startDate=2026-06-01%00', headers: studio.headers }),
    t.app.inject({ url: '/image-files/a%00.png' }),
  ]);
  for (const reply of replies) {
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe(refusal);
  }
});
