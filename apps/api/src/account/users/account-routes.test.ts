/**
 * The own profile's every field (seed 000 §2 profile edit) and the user settings (CONTRACT §3
 * "User settings", design): own id only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UserSettings } from '@studio/contract/account';
import { User } from '@studio/contract/users';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /users/{id} with every profile field', () => {
  test('each field persists and reads back', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const image = await t.make.image(studio, { expires: Date.now() + 3_600_000 });
    const fields = {
      first_name: 'Signe',
      last_name: 'Skov',
      address_1: 'Havnegade 4',
      address_2: '2. tv',
      zip_code: '8000',
      city: 'Aarhus C',
      country: 'NO',
      email: `signe-${customer.id}@example.dk`,
      phone: '+45 22 33 44 55',
      date_of_birth: '1991-02-03',
      vat_id: 'DK12345678',
      company_name: 'Skov ApS',
      customer_additional_info: 'Gravid, 5. måned',
    };
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/users/${customer.id}`,
      headers: customer.headers,
      payload: { ...fields, image: image.id, branches: [studio.branchId], password: 'Fresh123' },
    });
    expect(User.parse(reply.json())).toMatchObject(fields);
    const read = User.parse(
      (await t.app.inject({ url: `/users/${customer.id}`, headers: customer.headers })).json(),
    );
    expect(read).toMatchObject({ ...fields, image: image.id, branches: [studio.branchId] });
  });
});

describe('GET and POST /users/{id}/settings', () => {
  test('start empty, keep each key saved, and show on the profile', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const url = `/users/${customer.id}/settings`;
    const empty = UserSettings.parse(
      (await t.app.inject({ url, headers: customer.headers })).json(),
    );
    expect(empty).toEqual({
      video_preferences: null,
      video_preferences_dialog_last_opened_at: null,
    });
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: customer.headers, payload });
    await save({ video_preferences: { main_categories: [3, 4] } });
    const both = UserSettings.parse(
      (await save({ video_preferences_dialog_last_opened_at: 1_700_000_000_000 })).json(),
    );
    expect(both).toEqual({
      video_preferences: { main_categories: [3, 4] },
      video_preferences_dialog_last_opened_at: 1_700_000_000_000,
    });
    const cleared = UserSettings.parse((await save({ video_preferences: null })).json());
    expect(cleared.video_preferences).toBeNull();
    expect(cleared.video_preferences_dialog_last_opened_at).toBe(1_700_000_000_000);
    const profile = (
      await t.app.inject({ url: `/users/${customer.id}`, headers: customer.headers })
    ).json();
    expect(profile).toMatchObject({ video_preferences_dialog_last_opened_at: 1_700_000_000_000 });
  });

  test('another customer’s id is 403; a bad body is 400; nothing changes', async () => {
    const studio = await t.make.studio();
    const owner = await t.make.customer(studio);
    const other = await t.make.customer(studio);
    const url = `/users/${owner.id}/settings`;
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: other.headers,
      payload: { video_preferences: { a: 1 } },
    });
    expect(foreign.statusCode).toBe(403);
    for (const payload of [
      { video_preferences: [1] },
      { unknown: 1 },
      { video_preferences_dialog_last_opened_at: 'now' },
    ]) {
      const bad = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
      expect(bad.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({ url, headers: studio.headers });
    expect(anonymous.statusCode).toBe(403);
    const settings = UserSettings.parse(
      (await t.app.inject({ url, headers: owner.headers })).json(),
    );
    expect(settings.video_preferences).toBeNull();
  });
});
