/**
 * Login and signup are limited per account and per IP, with a 429 in the studio's language
 * (issue 10 defect 11; limits in plugins/attempt-limits.ts). Behind a reverse proxy the address is
 * the one the proxy saw, never the client's own first X-Forwarded-For entry (issue 22 item 16).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LoginResponse } from '@studio/contract/auth';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildApp } from '../../app.ts';
import { attemptLimits } from '../../platform/http/attempt-limits.ts';
import { readSettings } from '../../settings.ts';

let t: TestApp;
const proxied: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(proxied.map((app) => app.close()));
  await t.close();
});

/** The same database behind a reverse proxy on this machine, trusted as `TRUST_PROXY` says. */
async function behindProxy(TRUST_PROXY: string) {
  const read = readSettings({ TRUST_PROXY });
  if (!read.ok) throw new Error(read.problems.join('; '));
  const { trustProxy } = read.settings;
  const app = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) }, trustProxy });
  proxied.push(app);
  return app;
}

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
    // The link leads nowhere allowed, so each request the limit lets through is a quick 400.
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

describe('behind a reverse proxy', () => {
  /** What a proxy on this machine sends on: the client's own header, then the address it saw. */
  const through = (client: string, spoofed: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
  });

  test('TRUST_PROXY=1: spoofed first entries do not escape the per-address login limit', async () => {
    const app = await behindProxy('1');
    const studio = await t.make.studio();
    const { max } = attemptLimits.login.perIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      const { remoteAddress, headers } = through('198.51.100.7', `10.7.${attempt}.1`);
      const reply = await app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress,
        headers: { ...studio.headers, ...headers },
        payload: { email: `sweep${attempt}@example.dk`, password: 'Secret12' },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another customer behind the same proxy is counted on their own address.
    const { remoteAddress, headers } = through('198.51.100.8', '10.7.0.1');
    const other = await app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: { ...studio.headers, ...headers },
      payload: { email: 'a@example.dk', password: 'x' },
    });
    expect(other.json()).toBe('E_LOGIN_FAILED');
  }, 60_000);

  test('TRUST_PROXY=127.0.0.1 (the proxy’s address): the same, and a direct client is not believed', async () => {
    const app = await behindProxy('127.0.0.1');
    const studio = await t.make.studio();
    const { max } = attemptLimits.passwordReset.perIp;
    const reset = (
      request: { remoteAddress: string; headers: Record<string, string> },
      n: number,
    ) =>
      app.inject({
        method: 'POST',
        url: '/password-reset-send-token',
        remoteAddress: request.remoteAddress,
        headers: { ...studio.headers, ...request.headers },
        payload: {
          email: `nobody${n}@example.dk`,
          setNewPasswordLink: 'https://x.example/{token}',
        },
      });
    // The link leads nowhere allowed, so each request the limit lets through is a quick 400.
    let last = 0;
    for (let attempt = 0; attempt <= max; attempt++)
      last = (await reset(through('198.51.100.9', `10.8.${attempt}.1`), attempt)).statusCode;
    expect(last).toBe(429);
    expect((await reset(through('198.51.100.10', '10.8.0.1'), 0)).statusCode).toBe(400);
    // Straight from the internet, a forged header names no one: the socket's address counts.
    const direct = { remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '10.9.9.9' } };
    expect((await reset(direct, 0)).statusCode).toBe(429);
  });
});
