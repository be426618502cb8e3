/**
 * Login and signup are limited per account and per IP, with a 429 in the studio's language
 * (issue 10 defect 11; limits in plugins/attempt-limits.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse } from '@studio/contract/auth';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { attemptLimits } from '../../plugins/attempt-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** A fresh address per call, so only the per-account limit can bite. */
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

const login = (headers: Record<string, string>, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/login', headers, payload, remoteAddress });

describe('POST /login', () => {
  test('guessing one account’s password answers 429 within 30 tries, even with the right one', async () => {
    const studio = await t.make.studio({ locale: 'da' });
    const customer = await t.make.customer(studio);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const reply = await login(studio.headers, {
        email: customer.email.toUpperCase(),
        password: `Guess${attempt}`,
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBe(
      attemptLimits.login.perAccount.max,
    );
    expect(statuses.at(-1)).toBe(429);
    const right = await login(studio.headers, {
      email: customer.email,
      password: customer.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatch(/^For mange forsøg\. Prøv igen om \d+ min\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    const other = await t.make.customer(studio);
    const fine = await login(studio.headers, { email: other.email, password: other.password });
    expect(LoginResponse.parse(fine.json()).user.id).toBe(other.id);
  });

  test('one address trying many e-mails answers 429 past the per-IP limit', async () => {
    const studio = await t.make.studio();
    const { max } = attemptLimits.login.perIp;
    let last = 0;
    for (let attempt = 0; attempt <= max; attempt++) {
      const reply = await login(
        studio.headers,
        { email: `sweep${attempt}@example.dk`, password: 'Secret12' },
        '10.9.9.9',
      );
      last = reply.statusCode;
      if (attempt < max) expect(reply.json()).toBe('E_LOGIN_FAILED');
    }
    expect(last).toBe(429);
    const elsewhere = await login(studio.headers, { email: 'a@example.dk', password: 'x' });
    expect(elsewhere.json()).toBe('E_LOGIN_FAILED');
  }, 60_000);

  test('a customer logging in now and then is never stopped', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await login(studio.headers, { email: customer.email, password: 'Oops1234' });
      expect(wrong.json()).toBe('E_LOGIN_FAILED');
      const right = await login(studio.headers, {
        email: customer.email,
        password: customer.password,
      });
      expect(right.statusCode).toBe(200);
    }
  });
});

describe('POST /users (signup)', () => {
  test('one address signing up again and again answers 429 in English for an English studio', async () => {
    const studio = await t.make.studio({ locale: 'en' });
    const { max } = attemptLimits.signup.perIp;
    let last = t.app.inject({ url: '/ping' });
    for (let attempt = 0; attempt <= max; attempt++) {
      last = t.app.inject({
        method: 'POST',
        url: '/users',
        headers: studio.headers,
        remoteAddress: '10.8.8.8',
        payload: {
          first_name: 'A',
          last_name: 'B',
          email: `s${attempt}@example.dk`,
          password: 'x',
        },
      });
      await last;
    }
    const reply = await last;
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toMatch(/^Too many attempts/);
  });

  test('one e-mail signed up again and again answers 429 past the per-account limit', async () => {
    const studio = await t.make.studio();
    const { max } = attemptLimits.signup.perAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/users',
        headers: studio.headers,
        remoteAddress: nextIp(),
        payload: { first_name: 'A', last_name: 'B', email: 'same@example.dk', password: 'x' },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, max).every((status) => status !== 429)).toBe(true);
  });
});
