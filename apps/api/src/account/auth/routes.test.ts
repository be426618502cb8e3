import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse, LoginStatus } from '@studio/contract/auth';
import { ExtendedError } from '@studio/contract/errors';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { users } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/login', headers, payload: payload as object });

describe('POST /login', () => {
  test('a customer logs in with any letter case and gets their profile and a working token', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio, { email: 'Anna@Example.dk', first_name: 'Anna' });
    const reply = await login(
      { ...studio.headers, 'x-yogo-request-context': 'frontend' },
      { email: '  anna@EXAMPLE.DK ', password: anna.password },
    );
    expect(reply.statusCode).toBe(200);
    const body = LoginResponse.parse(reply.json());
    expect(body.user).toMatchObject({ id: anna.id, client: studio.id, first_name: 'Anna' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|reset_password|confirmation_token/);
    const status = await t.app.inject({
      url: '/get-login-status',
      headers: { ...studio.headers, authorization: `Bearer ${body.token}` },
    });
    expect(LoginStatus.parse(status.json())).toMatchObject({
      status: 'LOGGED_IN',
      user: { id: anna.id },
    });
  });

  test('a wrong password is refused as E_LOGIN_FAILED, or in words with the extended header', async () => {
    const texts: Record<string, string> = {
      da: 'Login mislykkedes',
      en: 'Login failed',
      nb: 'Innlogging mislyktes',
    };
    for (const locale of ['da', 'en', 'nb']) {
      const studio = await t.make.studio({ locale });
      const customer = await t.make.customer(studio);
      const body = { email: customer.email, password: 'Wrong123' };
      const legacy = await login(studio.headers, body);
      expect(legacy.statusCode).toBe(200);
      expect(legacy.json()).toBe('E_LOGIN_FAILED');
      const headers = { ...studio.headers, 'x-yogo-client-accepts-extended-error-format': '1' };
      const extended = ExtendedError.parse((await login(headers, body)).json());
      expect(extended.error).toMatchObject({ type: 'loginFailed', localized_title: texts[locale] });
      expect(extended.error.localized_message.length).toBeGreaterThan(5);
    }
  });

  test('a customer of one studio cannot log in at another', async () => {
    const home = await t.make.studio();
    const other = await t.make.studio();
    const customer = await t.make.customer(home);
    const reply = await login(other.headers, {
      email: customer.email,
      password: customer.password,
    });
    expect(reply.json()).toBe('E_LOGIN_FAILED');
  });

  test('from the front end a staff-only user is refused with the fixed E_USER_IS_NOT_CUSTOMER', async () => {
    const studio = await t.make.studio();
    const staff = await t.make.customer(studio, { customer: false, admin: true });
    const payload = { email: staff.email, password: staff.password };
    const fromFrontend = await login(
      {
        ...studio.headers,
        'x-yogo-request-context': 'frontend',
        'x-yogo-client-accepts-extended-error-format': '1',
      },
      payload,
    );
    expect(fromFrontend.json()).toBe('E_USER_IS_NOT_CUSTOMER');
    const wrongPassword = await login(
      { ...studio.headers, 'x-yogo-request-context': 'frontend' },
      { ...payload, password: 'Nope1234' },
    );
    expect(wrongPassword.json()).toBe('E_LOGIN_FAILED');
  });

  test('missing fields and malformed JSON answer 400', async () => {
    const studio = await t.make.studio();
    for (const payload of [
      { email: 'a@b.dk' },
      { password: 'Secret12' },
      { email: 5, password: 'x' },
    ]) {
      const reply = await login(studio.headers, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toBe('email and password required');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...studio.headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json()).toBe('string');
  });

  test('logging in clears a pending password-reset token', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio, {
      reset_password_token: 'abc',
      reset_password_token_expires: Date.now() + 60_000,
    });
    await login(studio.headers, { email: customer.email, password: customer.password });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.reset_password_token).toBeNull();
  });
});

describe('POST /logout and GET /get-login-status', () => {
  test('logout revokes the token: it then answers 401 E_TOKEN_BLACKLISTED', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: customer.headers });
    expect(out.statusCode).toBe(200);
    expect(out.body).toBe('OK');
    const after = await t.app.inject({ url: '/get-login-status', headers: customer.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toBe('E_TOKEN_BLACKLISTED');
    const again = await t.app.inject({ method: 'POST', url: '/logout', headers: customer.headers });
    expect(again.body).toBe('OK');
  });

  test('logout without a token, with a bad one, or with an empty JSON body, still answers OK', async () => {
    const studio = await t.make.studio();
    const bare = await t.app.inject({ method: 'POST', url: '/logout', headers: studio.headers });
    expect(bare.body).toBe('OK');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...studio.headers, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...studio.headers, authorization: 'Bearer not.a.token' },
    });
    expect(garbage.body).toBe('OK');
  });

  test('without a token the status is NOT_LOGGED_IN; bad tokens answer 401', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const stranger = await t.make.customer(other);
    const anonymous = await t.app.inject({ url: '/get-login-status', headers: studio.headers });
    expect(LoginStatus.parse(anonymous.json())).toEqual({ status: 'NOT_LOGGED_IN' });

    const foreign = await t.app.inject({
      url: '/get-login-status',
      headers: { ...studio.headers, authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ err: 'Token is not valid for this client' });

    const garbage = await t.app.inject({
      url: '/get-login-status',
      headers: { ...studio.headers, authorization: 'Bearer not.a.token' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toBe('E_TOKEN_INVALID');
  });
});
