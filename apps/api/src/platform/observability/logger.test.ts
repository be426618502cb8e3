/**
 * The production request log (logger.ts, request-log.ts): every line JSON, one per request with
 * its id, route pattern, status, duration, studio and customer; and no token, password or card
 * number in any line, however the request carried them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import { maskSecrets } from './logger.ts';

let t: TestApp;
let app: FastifyInstance;
let studio: TestStudio;
let customer: TestCustomer;
const lines: string[] = [];
const card = '4242 4242 4242 4242';

beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database and keys, logging into memory.
  app = await buildApp({
    db: t.db,
    tokenKeys: t.app.tokenKeys,
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  studio = await t.make.studio();
  customer = await t.make.customer(studio, { password: 'Hemmelig-1234' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** The parsed lines written while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const from = lines.length;
  await run();
  return lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('one JSON line per request: its id, route pattern, status, duration, studio, customer', async () => {
  const lines = await logged(() =>
    app.inject({ url: `/users/${customer.id}`, headers: customer.headers }),
  );
  expect(lines).toEqual([
    expect.objectContaining({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reqId: expect.stringMatching(/^[\w-]{36}$/),
      method: 'GET',
      route: '/users/:id',
      status: 200,
      duration_ms: expect.any(Number),
      studio: studio.id,
      customer: customer.id,
      msg: 'request completed',
    }),
  ]);
});

test('a sane X-Request-Id is kept and echoed; anything else is replaced by a fresh id', async () => {
  const kept = await app.inject({ url: '/ping', headers: { 'x-request-id': 'edge-42.a:b' } });
  expect(kept.headers['x-request-id']).toBe('edge-42.a:b');
  const lines = await logged(async () => {
    const odd = await app.inject({
      url: '/ping',
      headers: { 'x-request-id': 'a b\u0007<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
  });
  expect(lines.map((line) => line.reqId)).toEqual([expect.stringMatching(/^[\w-]{36}$/)]);
});

test('no line holds a token, a password or a card number, however the request carried them', async () => {
  const secrets = [customer.token, customer.password, card, card.replaceAll(' ', '')];
  const lines = await logged(async () => {
    await app.inject({ url: `/users/${customer.id}`, headers: customer.headers });
    await app.inject({
      method: 'POST',
      url: '/login',
      headers: studio.headers,
      payload: { email: customer.email, password: customer.password },
    });
    await app.inject({
      url: `/users/${customer.id}?token=${customer.token}`,
      headers: studio.headers,
    });
    await app.inject({
      method: 'POST',
      url: '/password-reset-set-password-with-token',
      headers: studio.headers,
      payload: { email: customer.email, token: customer.token, password: customer.password },
    });
    await app.inject({ url: `/no-such-page?token=${customer.token}`, headers: studio.headers });
    // Code that logs what it should not: redaction and masking still keep the secrets out.
    app.log.error(
      { body: { card_number: card }, headers: { authorization: `Bearer ${customer.token}` } },
      `charge with ${card} failed`,
    );
    app.log.error(
      new Error(`Failed query: select 1\nparams: ${customer.password},${customer.token}`),
    );
  });
  expect(lines.length).toBe(7);
  expect(lines.map((line) => line.route)).toContain('/password-reset-set-password-with-token');
  expect(lines.find((line) => line.status === 404)).toMatchObject({ route: null });
  const text = lines.map((line) => JSON.stringify(line)).join('\n');
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain('token=');
});

test('masking leaves numbers that are no card (times in ms) as they are', () => {
  expect(maskSecrets('paid at 1764284400000, card 4242-4242-4242-4242')).toBe(
    'paid at 1764284400000, card [redacted]',
  );
  expect(maskSecrets('Bearer abc.def')).toBe('[redacted]');
});
