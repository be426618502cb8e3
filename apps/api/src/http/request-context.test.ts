import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { ExtendedError } from '@studio/contract/errors';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('customer routes (CONTRACT §1.4; issue 10 defect 5)', () => {
  test('a logged-in admin or teacher who is not a customer gets 403 Forbidden and books nothing', async () => {
    const studio = await t.make.studio();
    const type = await t.make.classType(studio);
    const cls = await t.make.class(studio, { class_type_id: type.id, date: '2099-01-05' });
    const admin = await t.make.customer(studio, { customer: false, admin: true, teacher: true });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: admin.headers,
      payload: { user: admin.id, class: cls.id },
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.body).toBe('Forbidden');
    const profile = await t.app.inject({ url: `/users/${admin.id}`, headers: admin.headers });
    expect(profile.statusCode).toBe(403);
    const seats = await t.app.inject({
      url: `/classes?startDate=2099-01-05&endDate=2099-01-05&populate[]=signup_count`,
      headers: studio.headers,
    });
    expect(ClassesResponse.parse(seats.json()).classes[0]?.signup_count).toBe(0);
  });

  test('a customer who is also a teacher books as a customer', async () => {
    const studio = await t.make.studio();
    const type = await t.make.classType(studio);
    const cls = await t.make.class(studio, { class_type_id: type.id, date: '2099-01-05' });
    const both = await t.make.customer(studio, { customer: true, teacher: true });
    const profile = await t.app.inject({ url: `/users/${both.id}`, headers: both.headers });
    expect(profile.statusCode).toBe(200);
    expect(cls.id).toBeGreaterThan(0);
  });
});

describe('the studio id (CONTRACT §1.2; issue 10 defect 15)', () => {
  test('ids from 2^31 up, or not an id at all, answer 400 "E_INVALID_CLIENT_ID", never 500', async () => {
    await t.make.studio();
    const tries = [
      { url: '/branches', headers: { 'x-yogo-client-id': '2147483648' } },
      { url: '/branches', headers: { 'x-yogo-client-id': '99999999999999999999' } },
      { url: '/branches', headers: { 'x-yogo-client-id': '1e3' } },
      { url: '/branches', headers: { 'x-yogo-client-id': '-1' } },
      { url: '/branches?client=2147483648' },
      { url: '/branches?client=1.5' },
      { url: '/branches?client[]=1' },
      { url: '/clients/current?clientId=4294967296' },
    ];
    for (const request of tries) {
      const reply = await t.app.inject(request);
      expect(reply.statusCode, JSON.stringify(request)).toBe(400);
      expect(reply.json(), JSON.stringify(request)).toBe('E_INVALID_CLIENT_ID');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { client: 2147483648, email: 'a@b.dk', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toBe('E_INVALID_CLIENT_ID');
  });

  test('the largest id is looked up as usual: unknown, so the same 400', async () => {
    const reply = await t.app.inject({
      url: '/branches',
      headers: { 'x-yogo-client-id': '2147483647' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe('E_INVALID_CLIENT_ID');
  });
});

describe('the language of server texts (CONTRACT §1.1, §1.2; issue 10 defect 21)', () => {
  test('the studio’s locale decides; an X-Yogo-Locale header changes nothing', async () => {
    const studio = await t.make.studio({ locale: 'da' });
    const customer = await t.make.customer(studio, { extended: true });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        ...studio.headers,
        'x-yogo-locale': 'en',
        'x-yogo-client-accepts-extended-error-format': '1',
      },
      payload: { email: customer.email, password: 'Wrong123' },
    });
    expect(ExtendedError.parse(reply.json()).error.localized_title).toBe('Login mislykkedes');
  });

  test('a CORS preflight allows only the contract’s request headers', async () => {
    const reply = await t.app.inject({
      method: 'OPTIONS',
      url: '/classes',
      headers: {
        origin: 'https://studio.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-yogo-client-id',
      },
    });
    const allowed = String(reply.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('x-yogo-client-id');
    expect(allowed).toContain('x-yogo-client-accepts-extended-error-format');
    expect(allowed).not.toContain('x-yogo-locale');
  });
});
