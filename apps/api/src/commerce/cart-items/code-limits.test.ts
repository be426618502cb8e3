/**
 * Guessing codes at checkout is limited (issue 22 item 17; the numbers in
 * plugins/attempt-limits.ts): typed codes that name nothing (`E_DISCOUNT_CODE_NOT_FOUND`) count
 * per customer and per address; past a limit every code, a right one too, is a 429 that leaves the
 * cart as it was, until the window ends. Right codes and the cart's other rows never count. Only
 * `Date` is faked, so the window can pass.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FIXED_NOW } from '../../../test/clock.ts';
import { giftCards } from '../../platform/db/schema.ts';
import { missLimits } from '../../platform/http/attempt-limits.ts';
import { cartStudio, type Who } from '../../../test/kits/cart.ts';

let s: Awaited<ReturnType<typeof cartStudio>>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
  s = await cartStudio({ locale: 'da' });
});
afterAll(async () => {
  await s.close();
  vi.useRealTimers();
});

const { perCustomer, perIp } = missLimits.code;

let addresses = 0;
/** A fresh address per test, so only the limit a test is about can bite. */
const nextAddress = () => `198.51.100.${++addresses}`;

/** POST /cart-items as `who` from `address`. */
const add = (who: Who, address: string, payload: Record<string, unknown>) =>
  s.app.inject({
    method: 'POST',
    url: '/cart-items',
    headers: who.headers,
    remoteAddress: address,
    payload: { user: who.id, ...payload },
  });
const code = (who: Who, address: string, text: string, itemType = 'discount_code') =>
  add(who, address, { item_type: itemType, discount_code: text });
const rowTypes = async (who: Who) => (await s.priced(who)).rows.map((row) => row.item_type);

/** A customer with the yoga mat in the cart. */
async function shopper(address: string) {
  const who = await s.customer();
  expect((await add(who, address, { item_type: 'product', item_id: s.product.id })).body).toMatch(
    /"id"/,
  );
  return who;
}

/** `count` codes that name nothing, as discount codes and gift cards by turns: all not found. */
async function guess(who: Who, address: string, count: number) {
  for (let attempt = 0; attempt < count; attempt++) {
    const type = attempt % 2 ? 'gift_card_spend' : 'discount_code';
    const reply = await code(who, address, `GUESS-${attempt}`, type);
    expect(reply.json()).toBe('E_DISCOUNT_CODE_NOT_FOUND');
  }
}

describe('per customer', () => {
  test('past the limit even the right code is a 429 that changes nothing', async () => {
    const address = nextAddress();
    const guesser = await shopper(address);
    await guess(guesser, address, perCustomer.max);

    for (const text of ['SUMMER', 'GIFT-100']) {
      const refused = await code(guesser, address, text);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toBe(
        `For mange forsøg. Prøv igen om ${perCustomer.windowMs / 60_000} min.`,
      );
      expect(Number(refused.headers['retry-after'])).toBe(perCustomer.windowMs / 1000);
    }
    expect(await rowTypes(guesser)).toEqual(['product']);

    // The rest of the cart still works, and another customer's code is not touched.
    const mat = await add(guesser, address, { item_type: 'product', item_id: s.product.id });
    expect(mat.statusCode).toBe(200);
    const other = await shopper(address);
    expect((await code(other, address, 'SUMMER')).body).toBe('OK');
  });

  test('when the window has passed, the customer’s right code works again', async () => {
    const address = nextAddress();
    const guesser = await shopper(address);
    await guess(guesser, address, perCustomer.max);
    vi.setSystemTime(Date.now() + perCustomer.windowMs - 1000);
    expect((await code(guesser, address, 'SUMMER')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    expect((await code(guesser, address, 'SUMMER')).body).toBe('OK');
    expect(await rowTypes(guesser)).toEqual(['product', 'discount_code']);
  });

  test('right codes and other refusals do not count, only codes that name nothing', async () => {
    const address = nextAddress();
    const customer = await shopper(address);
    await s.db.insert(giftCards).values({
      client_id: s.studio.id,
      code: 'EMPTY-0',
      giver_email: 'g@example.dk',
      giver_name: 'Giver',
      activated: true,
      amount: '100',
      amount_left: '0',
    });
    await guess(customer, address, perCustomer.max - 1);
    for (let round = 0; round < 3; round++) {
      expect((await code(customer, address, 'SUMMER')).body).toBe('OK');
      expect((await code(customer, address, 'GIFT-100', 'gift_card_spend')).body).toBe('OK');
      expect((await code(customer, address, 'EMPTY-0')).json()).toBe('E_GIFT_CARD_IS_USED_UP');
    }
    expect((await code(customer, address, 'NOPE')).json()).toBe('E_DISCOUNT_CODE_NOT_FOUND');
    expect((await code(customer, address, 'SUMMER')).statusCode).toBe(429);
  });

  // The burst overlaps on PostgreSQL's pool; PGlite answers one request after the other.
  test('a burst of guesses at once is held to the limit too', async () => {
    const address = nextAddress();
    const guesser = await shopper(address);
    const replies = await Promise.all(
      Array.from({ length: 3 * perCustomer.max }, (_, n) => code(guesser, address, `BURST-${n}`)),
    );
    const answered = replies.filter((reply) => reply.statusCode === 200);
    expect(answered).toHaveLength(perCustomer.max);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(2 * perCustomer.max);
  });
});

describe('per address', () => {
  test('many customers guessing from one address are stopped there, and only there', async () => {
    const address = nextAddress();
    const each = perCustomer.max - 1;
    let left = perIp.max;
    while (left > 0) {
      const count = Math.min(each, left);
      await guess(await shopper(address), address, count);
      left -= count;
    }
    const fresh = await shopper(address);
    const refused = await code(fresh, address, 'SUMMER');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(perIp.windowMs / 1000);
    expect((await code(fresh, nextAddress(), 'SUMMER')).body).toBe('OK');
  });
});
