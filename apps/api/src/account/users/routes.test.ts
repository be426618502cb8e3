import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Profile } from '@studio/contract/profile';
import { OwnUserList } from '@studio/contract/users';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { type TestStudio } from '../../../test/factory.ts';
import {
  classPasses,
  classPassTypeClassTypes,
  classPassTypes,
  memberships,
  membershipTypeClassTypes,
  membershipTypes,
} from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer with an image, a branch, a valid and an expired class pass and a membership. */
async function fullCustomer(studio: TestStudio) {
  const image = await t.make.image(studio, { filename: 'anna.svg' });
  const customer = await t.make.customer(studio, { image_id: image.id, first_name: 'Anna' });
  const [passType] = await t.db
    .insert(classPassTypes)
    .values({
      client_id: studio.id,
      name: '10 klip',
      pass_type: 'fixed_count',
      days: 90,
      price: '950',
    })
    .returning();
  const today = copenhagenToday();
  await t.db.insert(classPasses).values([
    {
      client_id: studio.id,
      user_id: customer.id,
      class_pass_type_id: passType!.id,
      classes_left: 7,
      start_date: today,
      valid_until: addDaysIso(today, 30),
    },
    {
      client_id: studio.id,
      user_id: customer.id,
      class_pass_type_id: passType!.id,
      classes_left: 2,
      start_date: '2020-01-01',
      valid_until: '2020-03-01',
    },
  ]);
  const [membershipType] = await t.db
    .insert(membershipTypes)
    .values({ client_id: studio.id, name: 'Ubegrænset' })
    .returning();
  await t.db.insert(memberships).values({
    client_id: studio.id,
    user_id: customer.id,
    membership_type_id: membershipType!.id,
    start_date: today,
    paid_until: addDaysIso(today, 30),
  });
  await t.app.inject({
    method: 'PUT',
    url: `/users/${customer.id}`,
    headers: customer.headers,
    payload: { branches: [studio.branchId] },
  });
  return { customer, image };
}

describe('GET /users/{id}', () => {
  test("the class types a customer's passes and memberships give access to (class dialog cost, issue 15)", async () => {
    const studio = await t.make.studio();
    const { customer } = await fullCustomer(studio);
    const yoga = await t.make.classType(studio, { name: 'Yoga' });
    const pilates = await t.make.classType(studio, { name: 'Pilates' });
    const [pass] = await t.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.user_id, customer.id));
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.user_id, customer.id));
    await t.db.insert(classPassTypeClassTypes).values([
      { class_pass_type_id: pass!.class_pass_type_id, class_type_id: yoga.id },
      // Livestream access is not access to the class itself.
      { class_pass_type_id: pass!.class_pass_type_id, class_type_id: pilates.id, livestream: true },
    ]);
    await t.db.insert(membershipTypeClassTypes).values([
      { membership_type_id: membership!.membership_type_id, class_type_id: yoga.id },
      { membership_type_id: membership!.membership_type_id, class_type_id: pilates.id },
    ]);
    const populate = [
      'class_passes',
      'class_passes.class_pass_type',
      'class_passes.class_pass_type.class_types',
      'memberships',
      'memberships.membership_type',
      'memberships.membership_type.class_types',
    ];
    const reply = await t.app.inject({
      url: `/users/${customer.id}?${populate.map((key) => `populate[]=${key}`).join('&')}`,
      headers: customer.headers,
    });
    expect(reply.statusCode).toBe(200);
    const body = Profile.parse(reply.json());
    const passTypes = body.class_passes?.map((p) => p.class_pass_type as Record<string, unknown>);
    expect(passTypes?.[0]?.class_types).toEqual([{ id: yoga.id, name: 'Yoga' }]);
    const membershipType = body.memberships?.[0]?.membership_type as Record<string, unknown>;
    expect(membershipType.class_types).toEqual([
      { id: pilates.id, name: 'Pilates' },
      { id: yoga.id, name: 'Yoga' },
    ]);
    // Without the key the type comes as before.
    const plain = await t.app.inject({
      url: `/users/${customer.id}?populate[]=class_passes&populate[]=class_passes.class_pass_type`,
      headers: customer.headers,
    });
    expect(plain.json().class_passes[0].class_pass_type).not.toHaveProperty('class_types');
  });

  test('a customer reads their full own profile with the relations they ask for', async () => {
    const studio = await t.make.studio();
    const { customer, image } = await fullCustomer(studio);
    const populate = [
      'image',
      'branches',
      'class_passes',
      'class_passes.class_pass_type',
      'memberships',
      'memberships.membership_type',
      'nonsense',
    ];
    const query = populate.map((key) => `populate[]=${key}`).join('&');
    const reply = await t.app.inject({
      url: `/users/${customer.id}?${query}`,
      headers: customer.headers,
    });
    expect(reply.statusCode).toBe(200);
    const body = Profile.parse(reply.json());
    expect(body).toMatchObject({
      id: customer.id,
      client: studio.id,
      email: customer.email,
      first_name: 'Anna',
    });
    expect(body.image).toMatchObject({ id: image.id, filename: 'anna.svg', client: studio.id });
    expect(body.branches).toEqual([expect.objectContaining({ id: studio.branchId, name: 'Main' })]);
    expect(body.class_passes).toHaveLength(2);
    expect(body.class_passes?.[0]).toMatchObject({
      classes_left: 7,
      class_pass_type: { name: '10 klip', price: 950 },
    });
    expect(body.memberships?.[0]).toMatchObject({
      status: 'active',
      membership_type: { name: 'Ubegrænset' },
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt|_token/);
  });

  test('another customer’s profile, or none logged in, answers 403 Forbidden', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio);
    const bo = await t.make.customer(studio);
    const other = await t.app.inject({ url: `/users/${bo.id}`, headers: anna.headers });
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe('Forbidden');
    const anonymous = await t.app.inject({ url: `/users/${anna.id}`, headers: studio.headers });
    expect(anonymous.statusCode).toBe(403);
    const malformed = await t.app.inject({ url: '/users/abc', headers: anna.headers });
    expect(malformed.statusCode).toBe(400);
  });

  test('a token from another studio answers 401', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const stranger = await t.make.customer(other);
    const reply = await t.app.inject({
      url: `/users/${stranger.id}`,
      headers: { ...studio.headers, authorization: `Bearer ${stranger.token}` },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ err: 'Token is not valid for this client' });
  });
});

describe('GET /users?id=', () => {
  test('answers the own profile as a one-item list in style B, with only unexpired passes', async () => {
    const studio = await t.make.studio();
    const { customer, image } = await fullCustomer(studio);
    const reply = await t.app.inject({
      url: `/users?id=${customer.id}&populate[]=image&populate[]=class_passes.class_pass_type`,
      headers: customer.headers,
    });
    const list = OwnUserList.parse(reply.json());
    expect(list).toHaveLength(1);
    const body = list[0]!;
    expect(body).toMatchObject({ id: customer.id, email: customer.email, image_id: image.id });
    expect(body.image).toMatchObject({ id: image.id, filename: 'anna.svg' });
    expect(body.class_passes).toEqual([
      expect.objectContaining({
        classes_left: 7,
        class_pass_type_id: expect.any(Number),
        class_pass_type: expect.objectContaining({ name: '10 klip' }),
      }),
    ]);
    expect(body).not.toHaveProperty('password_hash');
  });

  test('another id, no id, or no login answers 403', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio);
    const bo = await t.make.customer(studio);
    for (const url of [`/users?id=${bo.id}`, `/users?id[]=${anna.id}&id[]=${bo.id}`, '/users']) {
      const reply = await t.app.inject({ url, headers: anna.headers });
      expect(reply.statusCode, url).toBe(403);
    }
    const anonymous = await t.app.inject({ url: `/users?id=${anna.id}`, headers: studio.headers });
    expect(anonymous.statusCode).toBe(403);
  });
});
