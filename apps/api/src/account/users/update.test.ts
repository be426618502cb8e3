import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse } from '@studio/contract/auth';
import { ExtendedError } from '@studio/contract/errors';
import { User } from '@studio/contract/users';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { branches, images, users } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/users/${id}`, headers, payload });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /users/{id}', () => {
  test('changes the own profile: fields, one branch, a new image, and the password', async () => {
    const studio = await t.make.studio();
    const [second] = await t.db
      .insert(branches)
      .values({ client_id: studio.id, name: 'Second' })
      .returning();
    const customer = await t.make.customer(studio);
    const oldImage = await t.make.image(studio, { uploaded_by_user_id: customer.id });
    await t.db.update(users).set({ image_id: oldImage.id }).where(eq(users.id, customer.id));
    const newImage = await t.make.image(studio, { expires: Date.now() + 3_600_000 });
    const reply = await put(customer.id, customer.headers, {
      first_name: ' Bo ',
      city: 'Aarhus',
      date_of_birth: '1985-12-24',
      branch: second!.id,
      image: newImage.id,
      password: 'NewPass1',
      admin: true,
      teacher: true,
    });
    expect(reply.statusCode).toBe(200);
    expect(User.parse(reply.json())).toMatchObject({
      first_name: 'Bo',
      city: 'Aarhus',
      date_of_birth: '1985-12-24',
      branches: [second!.id],
      image: newImage.id,
      admin: false,
      teacher: false,
    });
    const stored = await t.db.select().from(images).where(eq(images.client_id, studio.id));
    expect(stored.find((image) => image.id === oldImage.id)?.archived).toBe(true);
    expect(stored.find((image) => image.id === newImage.id)?.expires).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: studio.headers,
      payload: { email: customer.email, password: 'NewPass1' },
    });
    expect(LoginResponse.parse(login.json()).user.id).toBe(customer.id);
  });

  test('an e-mail another customer has, in any case, is refused with E_EMAIL_EXISTS', async () => {
    const studio = await t.make.studio();
    await t.make.customer(studio, { email: 'kim@example.dk' });
    const customer = await t.make.customer(studio, { extended: true });
    const reply = await put(customer.id, customer.headers, { email: 'KIM@example.dk' });
    expect(reply.json()).toBe('E_EMAIL_EXISTS');
    expect((await row(customer.id)).email).toBe(customer.email);
    const ownCase = await put(customer.id, customer.headers, {
      email: customer.email.toUpperCase(),
    });
    expect(User.parse(ownCase.json()).email).toBe(customer.email.toUpperCase());
  });

  test('a weak password and field problems are refused and change nothing', async () => {
    const studio = await t.make.studio({ locale: 'da' });
    const customer = await t.make.customer(studio);
    const weak = await put(customer.id, customer.headers, { password: 'weakpass', city: 'Odense' });
    expect(weak.json()).toBe('E_PASSWORD_TOO_WEAK');
    const headers = { ...customer.headers, 'x-yogo-client-accepts-extended-error-format': '1' };
    const fields = await put(customer.id, headers, {
      last_name: '',
      phone: 'call me',
      city: 'Odense',
    });
    expect(ExtendedError.parse(fields.json()).error.fields).toEqual({
      last_name: 'Efternavn skal angives',
      phone: 'Kun tal, mellemrum, bindestreg og + foran',
    });
    expect((await row(customer.id)).city).toBe('');
  });

  test('another customer, bad dates, wrong types and foreign ids are refused and change nothing', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const foreignImage = await t.make.image(other);
    const anna = await t.make.customer(studio);
    const bo = await t.make.customer(studio);
    const forbidden = await put(bo.id, anna.headers, { first_name: 'Hacked' });
    expect(forbidden.statusCode).toBe(403);
    expect((await row(bo.id)).first_name).toBe('Test');
    const anonymous = await put(anna.id, studio.headers, { first_name: 'Anon' });
    expect(anonymous.statusCode).toBe(403);
    for (const payload of [
      { date_of_birth: '24/12/1985' },
      { first_name: ['x'] },
      { livestream_time_display_mode: 'sideways' },
      { branches: [other.branchId] },
      { image: foreignImage.id },
    ]) {
      const reply = await put(anna.id, anna.headers, { city: 'Changed', ...payload });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await row(anna.id)).city).toBe('');
  });
});
