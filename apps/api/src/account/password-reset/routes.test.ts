/**
 * Password reset by e-mail link (CONTRACT §3 "Password reset"; seed 000 §2, §8, §9): the link works
 * one hour, only the newest link works, a used link is refused, weak passwords change nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { OkAnswer } from '@studio/contract/account';
import { LoginResponse } from '@studio/contract/auth';
import { ExtendedError } from '@studio/contract/errors';
import { outbox, users } from '../../platform/db/schema.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const template = 'https://studio.example/reset-password/{email}/{token}';
let address = 0;
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as object,
    remoteAddress: `10.3.0.${++address % 250}`,
  });

async function setup(locale = 'en') {
  const studio = await t.make.studio({
    locale,
    frontend_allowed_embed_origins: ['https://studio.example'],
  });
  const customer = await t.make.customer(studio, { first_name: 'Rita' });
  return { studio, customer };
}

const mailsTo = (email: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));

/** Asks for a reset link and returns the token the e-mail carries. */
async function requestLink(studio: TestStudio, customer: TestCustomer) {
  const reply = await post('/password-reset-send-token', studio.headers, {
    email: customer.email.toUpperCase(),
    setNewPasswordLink: encodeURIComponent(template),
  });
  expect(OkAnswer.parse(reply.body)).toBe('OK');
  const [mail] = await mailsTo(customer.email);
  const match = /https:\/\/studio\.example\/reset-password\/([^/\s]+)\/([0-9a-f]{64})\b/.exec(
    mail!.text,
  );
  expect(decodeURIComponent(match![1]!)).toBe(customer.email);
  expect(expectHtmlLikeText(mail!, 'en')).toEqual([match![0]]);
  return match![2]!;
}

const login = (studio: TestStudio, email: string, password: string) =>
  post('/login', studio.headers, { email, password });

describe('POST /password-reset-send-token', () => {
  test('mails a one-hour link with the e-mail and a 64-hex token; the row keeps only a digest', async () => {
    const { studio, customer } = await setup();
    const token = await requestLink(studio, customer);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.subject).toBe('Reset your password at Test Studio');
    expect(mail!.text).toContain('one hour');
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.reset_password_token).not.toBe(token);
    expect(row!.reset_password_token).toMatch(/^[0-9a-f]{64}$/);
  });

  test('unknown e-mail is refused, localised with the header; missing fields are 400', async () => {
    const { studio } = await setup('da');
    const legacy = await post('/password-reset-send-token', studio.headers, {
      email: 'nobody@example.dk',
      setNewPasswordLink: template,
    });
    expect(legacy.json()).toBe('E_EMAIL_NOT_FOUND');
    const extended = await post(
      '/password-reset-send-token',
      { ...studio.headers, 'x-yogo-client-accepts-extended-error-format': '1' },
      { email: 'nobody@example.dk', setNewPasswordLink: template },
    );
    const body = ExtendedError.parse(extended.json());
    expect(body.error.type).toBe('emailNotFound');
    expect(body.error.localized_message).toBe('Vi kan ikke finde nobody@example.dk i systemet.');
    const missing = await post('/password-reset-send-token', studio.headers, {
      setNewPasswordLink: template,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toBe('Please specify an email');
  });

  test('a link to another site is refused with 400 and nothing is mailed', async () => {
    const { studio, customer } = await setup();
    const reply = await post('/password-reset-send-token', studio.headers, {
      email: customer.email,
      setNewPasswordLink: 'https://evil.example/{email}/{token}',
    });
    expect(reply.statusCode).toBe(400);
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });
});

describe('using the link', () => {
  test('the link works for one hour, then answers E_TOKEN_EXPIRED and changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
    const { studio, customer } = await setup();
    const token = await requestLink(studio, customer);
    const check = () =>
      post('/password-reset-check-token', studio.headers, { email: customer.email, token });
    vi.setSystemTime(FIXED_NOW + 59 * 60_000);
    expect((await check()).body).toBe('OK');
    vi.setSystemTime(FIXED_NOW + 61 * 60_000);
    expect((await check()).json()).toBe('E_TOKEN_EXPIRED');
    const set = await post('/password-reset-set-password-with-token', studio.headers, {
      email: customer.email,
      token,
      password: 'NewPass1',
    });
    expect(set.json()).toBe('E_TOKEN_EXPIRED');
    expect((await login(studio, customer.email, 'NewPass1')).json()).toBe('E_LOGIN_FAILED');
  });

  test('only the newest link works, and only once; other sessions end', async () => {
    const { studio, customer } = await setup();
    const first = await requestLink(studio, customer);
    const second = await requestLink(studio, customer);
    const set = (token: string, password: string) =>
      post('/password-reset-set-password-with-token', studio.headers, {
        email: customer.email,
        token,
        password,
      });
    expect((await set(first, 'FirstPass1')).json()).toBe('E_INVALID_TOKEN');
    expect((await set(second, 'SecondPass1')).body).toBe('OK');
    expect((await set(second, 'ThirdPass1')).json()).toBe('E_INVALID_TOKEN');
    const check = await post('/password-reset-check-token', studio.headers, {
      email: customer.email,
      token: second,
    });
    expect(check.json()).toBe('E_INVALID_TOKEN');
    // The session from before the reset has ended; the new password logs in.
    const status = await t.app.inject({ url: '/get-login-status', headers: customer.headers });
    expect(status.statusCode).toBe(401);
    LoginResponse.parse((await login(studio, customer.email, 'SecondPass1')).json());
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.email_confirmed).toBe(true);
  });

  test('refusals come in the contract order; a weak password changes nothing', async () => {
    const { studio, customer } = await setup();
    const token = await requestLink(studio, customer);
    const set = (payload: object) =>
      post('/password-reset-set-password-with-token', studio.headers, payload);
    expect((await set({ email: 'x@example.dk', token: 'nope', password: 'weak' })).json()).toBe(
      'E_PASSWORD_TOO_WEAK',
    );
    expect((await set({ email: 'x@example.dk', token, password: 'Strong12' })).json()).toBe(
      'E_EMAIL_NOT_FOUND',
    );
    expect(
      (await set({ email: customer.email, token: 'a'.repeat(64), password: 'Strong12' })).json(),
    ).toBe('E_INVALID_TOKEN');
    expect((await set({ email: customer.email, token, password: 'abcdef' })).json()).toBe(
      'E_PASSWORD_TOO_WEAK',
    );
    LoginResponse.parse((await login(studio, customer.email, customer.password)).json());
    for (const [payload, text] of [
      [{ token, password: 'Strong12' }, 'Please specify an email'],
      [{ email: customer.email, password: 'Strong12' }, 'Please specify a token'],
      [{ email: customer.email, token }, 'Please specify a password'],
    ] as const) {
      const reply = await set(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toBe(text);
    }
  });

  test('logging in clears a pending reset link', async () => {
    const { studio, customer } = await setup();
    const token = await requestLink(studio, customer);
    LoginResponse.parse((await login(studio, customer.email, customer.password)).json());
    const check = await post('/password-reset-check-token', studio.headers, {
      email: customer.email,
      token,
    });
    expect(check.json()).toBe('E_INVALID_TOKEN');
  });
});
