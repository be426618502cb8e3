/**
 * Changing the password ends the customer's other sessions; the session that changed it goes on
 * (CONTRACT §1.4, §3 PUT /users/{id}; issue 10 defect 17).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse, LoginStatus } from '@studio/contract/auth';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a password change', () => {
  test('ends every other session, keeps this one, and new logins work', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const login = async (password: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: studio.headers,
        payload: { email: customer.email, password },
      });
      return LoginResponse.parse(reply.json()).token;
    };
    const phone = await login(customer.password);
    const laptop = await login(customer.password);
    expect(laptop).not.toBe(phone);
    const as = (token: string) => ({ ...studio.headers, authorization: `Bearer ${token}` });
    const status = (token: string) =>
      t.app.inject({ url: '/get-login-status', headers: as(token) });

    const change = await t.app.inject({
      method: 'PUT',
      url: `/users/${customer.id}`,
      headers: as(laptop),
      payload: { password: 'Changed99' },
    });
    expect(change.statusCode).toBe(200);

    for (const ended of [phone, customer.token]) {
      const reply = await status(ended);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toBe('E_TOKEN_BLACKLISTED');
    }
    expect(LoginStatus.parse((await status(laptop)).json())).toMatchObject({ status: 'LOGGED_IN' });
    const fresh = await login('Changed99');
    expect(LoginStatus.parse((await status(fresh)).json())).toMatchObject({ status: 'LOGGED_IN' });
  });

  test('a profile change without a new password ends nothing', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const other = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: studio.headers,
      payload: { email: customer.email, password: customer.password },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/users/${customer.id}`,
      headers: customer.headers,
      payload: { city: 'Aarhus', password: '' },
    });
    const reply = await t.app.inject({
      url: '/get-login-status',
      headers: {
        ...studio.headers,
        authorization: `Bearer ${LoginResponse.parse(other.json()).token}`,
      },
    });
    expect(LoginStatus.parse(reply.json())).toMatchObject({ status: 'LOGGED_IN' });
  });
});
