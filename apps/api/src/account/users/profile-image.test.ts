/**
 * Only an image the customer uploaded can become or stop being their profile image (CONTRACT §3
 * PUT /users/{id}, §1.12; issue 10 defect 16): the studio's logo and teacher photos are safe.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse } from '@studio/contract/auth';
import { User } from '@studio/contract/users';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { images, users } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/users/${id}`, headers, payload });
const image = async (id: number) => (await t.db.select().from(images).where(eq(images.id, id)))[0]!;
const inAnHour = () => Date.now() + 3_600_000;
/** The `image` of the User a PUT /users/{id} answered. */
const imageOf = (reply: { json: () => unknown }) => User.parse(reply.json()).image;

describe('the profile image', () => {
  test('the studio’s logo or a teacher’s photo cannot be taken, so cannot be archived', async () => {
    const studio = await t.make.studio();
    const logo = await t.make.image(studio);
    const photo = await t.make.image(studio);
    await t.make.teacher(studio, { image_id: photo.id });
    const customer = await t.make.customer(studio);
    for (const id of [logo.id, photo.id]) {
      const take = await put(customer.id, customer.headers, { image: id });
      expect(take.statusCode).toBe(400);
      const drop = await put(customer.id, customer.headers, { image: null });
      expect(drop.statusCode).toBe(200);
      expect((await image(id)).archived).toBe(false);
    }
  });

  test('another customer’s upload cannot be taken', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio);
    const bo = await t.make.customer(studio);
    const annas = await t.make.image(studio, { uploaded_by_user_id: anna.id, expires: inAnHour() });
    const reply = await put(bo.id, bo.headers, { image: annas.id });
    expect(reply.statusCode).toBe(400);
    expect((await image(annas.id)).archived).toBe(false);
  });

  test('a staff-given image that the customer did not upload is let go, not archived', async () => {
    const studio = await t.make.studio();
    const photo = await t.make.image(studio);
    const customer = await t.make.customer(studio, { image_id: photo.id, teacher: true });
    const mine = await t.make.image(studio, {
      uploaded_by_user_id: customer.id,
      expires: inAnHour(),
    });
    const reply = await put(customer.id, customer.headers, { image: mine.id });
    expect(User.parse(reply.json()).image).toBe(mine.id);
    expect((await image(photo.id)).archived).toBe(false);
  });

  test('the customer’s own uploads: the new one is kept, the replaced one archived', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const first = await t.make.image(studio, {
      uploaded_by_user_id: customer.id,
      expires: inAnHour(),
    });
    const second = await t.make.image(studio, {
      uploaded_by_user_id: customer.id,
      expires: inAnHour(),
    });
    expect(imageOf(await put(customer.id, customer.headers, { image: first.id }))).toBe(first.id);
    expect((await image(first.id)).expires).toBe(0);
    expect(imageOf(await put(customer.id, customer.headers, { image: second.id }))).toBe(second.id);
    expect((await image(first.id)).archived).toBe(true);
    expect(imageOf(await put(customer.id, customer.headers, { image: null }))).toBeNull();
    expect((await image(second.id)).archived).toBe(true);
  });

  test('an image uploaded on the signup form becomes the new customer’s own', async () => {
    const studio = await t.make.studio();
    const upload = await t.make.image(studio, { expires: inAnHour() });
    const logo = await t.make.image(studio);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: studio.headers,
      payload: {
        first_name: 'Ida',
        last_name: 'Image',
        email: 'ida-logo@example.dk',
        password: 'Secret12',
        phone: '12345678',
        image: logo.id,
      },
    });
    expect(refused.statusCode).toBe(400);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: studio.headers,
      payload: {
        first_name: 'Ida',
        last_name: 'Image',
        email: 'ida@example.dk',
        password: 'Secret12',
        phone: '12345678',
        image: upload.id,
      },
    });
    const { user, token } = LoginResponse.parse(reply.json());
    expect(user.image).toBe(upload.id);
    const headers = { ...studio.headers, authorization: `Bearer ${token}` };
    await put(user.id, headers, { image: null });
    expect((await image(upload.id)).archived).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.image_id).toBeNull();
  });
});
