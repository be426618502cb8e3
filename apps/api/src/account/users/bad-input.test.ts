/**
 * Bad input on login, signup, profile and image routes is a 400 in the contract's form, never a 500,
 * and changes nothing (CONTRACT §1.1, §1.5; issue 10 defect 15).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { users } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';
const signup = {
  first_name: 'Nora',
  last_name: 'Nul',
  email: 'nora@example.dk',
  password: 'Secret12',
  phone: '12345678',
};

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  test('in login, signup and profile strings answer 400 and store nothing', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio, { first_name: 'Before' });
    const tries = [
      { method: 'POST', url: '/login', payload: { email: `a${NUL}@b.dk`, password: 'Secret12' } },
      { method: 'POST', url: '/login', payload: { email: customer.email, password: `S${NUL}` } },
      { method: 'POST', url: '/users', payload: { ...signup, first_name: `No${NUL}ra` } },
      { method: 'POST', url: '/users', payload: { ...signup, email: `nora${NUL}@example.dk` } },
      { method: 'POST', url: '/users', payload: { ...signup, customer_additional_info: NUL } },
      { method: 'POST', url: '/users', payload: { ...signup, password: `Secret12${NUL}` } },
    ] as const;
    for (const request of tries) {
      const reply = await t.app.inject({ ...request, headers: studio.headers });
      expect(reply.statusCode, JSON.stringify(request.payload)).toBe(400);
      expect(typeof reply.json(), JSON.stringify(request.payload)).toBe('string');
    }
    for (const field of ['first_name', 'city', 'company_name', 'email', 'password']) {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/users/${customer.id}`,
        headers: customer.headers,
        payload: { [field]: `Aa1${NUL}xyzW` },
      });
      expect(reply.statusCode, field).toBe(400);
    }
    const stored = await t.db.select().from(users).where(eq(users.client_id, studio.id));
    expect(stored.map((user) => user.first_name)).toEqual(['Before']);
  });
});

describe('ids from 2^31 up', () => {
  test('in the path, the image and the branches of a profile answer 400', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const huge = 2_147_483_648;
    const path = await t.app.inject({
      method: 'PUT',
      url: `/users/${huge}`,
      headers: customer.headers,
      payload: { first_name: 'X' },
    });
    expect(path.statusCode).toBe(400);
    for (const payload of [
      { image: huge },
      { image: String(huge) },
      { image: '1e3' },
      { image: true },
      { branches: [huge] },
      { branch: huge },
      { branches: ['1', 'x'] },
    ]) {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/users/${customer.id}`,
        headers: customer.headers,
        payload,
      });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const signupReply = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: studio.headers,
      payload: { ...signup, image: huge, branches: [huge] },
    });
    expect(signupReply.statusCode).toBe(400);
    for (const url of [`/images/${huge}`, `/users/${huge}`, `/users?id=${huge}`]) {
      const reply = await t.app.inject({ url, headers: customer.headers });
      expect(reply.statusCode, url).toBe(400);
    }
  });

  test('an impossible teacher date answers 400', async () => {
    const studio = await t.make.studio();
    const reply = await t.app.inject({
      url: '/users?teacher=1&hasClassesOrEventTimeSlotsFromDateForward=2026-02-30',
      headers: studio.headers,
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('bodies that are not JSON objects', () => {
  test('answer 400 with a JSON string on every body route', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const routes = [
      { method: 'POST', url: '/login', headers: studio.headers },
      { method: 'POST', url: '/users', headers: studio.headers },
      { method: 'PUT', url: `/users/${customer.id}`, headers: customer.headers },
    ] as const;
    const bodies = ['{', '{"email":', 'nul', '[1,2', '{"__proto__":{"x":1}}', '"\\ud800"', '1e999'];
    for (const route of routes) {
      for (const body of bodies) {
        const reply = await t.app.inject({
          ...route,
          headers: { ...route.headers, 'content-type': 'application/json' },
          body,
        });
        expect(reply.statusCode, `${route.url} ${body}`).toBe(400);
      }
    }
  });
});
