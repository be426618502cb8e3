import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginResponse, LoginStatus } from '@studio/contract/auth';
import { ExtendedError } from '@studio/contract/errors';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { outbox, userBranches, users } from '../../platform/db/schema.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const extended = { 'x-yogo-client-accepts-extended-error-format': '1' };
const basic = {
  first_name: 'Ida',
  last_name: 'Lund',
  password: 'Secret12',
  phone: '+45 1122 3344',
};
const signup = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/users', headers, payload });
const usersOf = async (clientId: number) =>
  (await t.db.select().from(users).where(eq(users.client_id, clientId))).length;

describe('POST /users (signup)', () => {
  test('creates a logged-in customer with trimmed fields, branches and a welcome e-mail', async () => {
    // The confirmation link must lead to the studio's own site (confirmation-link.test.ts).
    const studio = await t.make.studio({
      locale: 'da',
      frontend_allowed_embed_origins: ['https://studio.dk'],
    });
    const reply = await signup(studio.headers, {
      ...basic,
      first_name: '  Ida ',
      email: ' Ida.Lund@Example.dk ',
      date_of_birth: '1990-04-01',
      branches: [String(studio.branchId)],
      emailConfirmationLink: 'https://studio.dk/bekraeft-email/{email}/{token}',
    });
    expect(reply.statusCode).toBe(200);
    const { user, token } = LoginResponse.parse(reply.json());
    expect(user).toMatchObject({
      first_name: 'Ida',
      email: 'Ida.Lund@Example.dk',
      customer: true,
      date_of_birth: '1990-04-01',
      country: 'DK',
      branches: [studio.branchId],
    });
    expect(user).not.toHaveProperty('password_hash');
    const status = await t.app.inject({
      url: '/get-login-status',
      headers: { ...studio.headers, authorization: `Bearer ${token}` },
    });
    expect(LoginStatus.parse(status.json())).toMatchObject({ user: { id: user.id } });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.client_id, studio.id));
    expect(mail?.to).toBe('Ida.Lund@Example.dk');
    expect(mail?.subject).toBe('Velkommen til Test Studio');
    // The HTML part says the same, in Danish, with the confirmation link as a link.
    expect(expectHtmlLikeText(mail!, 'da')).toEqual([
      expect.stringMatching(/^https:\/\/studio\.dk\/bekraeft-email\//),
    ]);
    const link = mail?.text.match(/https:\/\/studio\.dk\/bekraeft-email\/(\S+)\/([0-9a-f]{64})/);
    expect(link?.[1]).toBe(encodeURIComponent('Ida.Lund@Example.dk'));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email_confirmation_token).toBeTruthy();
    expect(row?.email_confirmation_token).not.toBe(link?.[2]);
  });

  test('the studio’s required fields are reported by field: 400 text, or extended in Danish', async () => {
    const studio = await t.make.studio({
      locale: 'da',
      signup_date_of_birth_field_required: true,
      signup_show_date_of_birth_field: true,
      signup_show_address_fields: true,
      signup_address_fields_required: true,
    });
    const body = { ...basic, email: 'mangler@example.dk', phone: '' };
    const legacy = await signup(studio.headers, body);
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json()).toContain('telefon');
    const reply = await signup({ ...studio.headers, ...extended }, body);
    expect(reply.statusCode).toBe(200);
    const { error } = ExtendedError.parse(reply.json());
    expect(error).toMatchObject({ type: 'validation', localized_title: 'Tjek oplysningerne' });
    expect(error.fields).toEqual({
      phone: 'Telefon skal angives',
      date_of_birth: 'Fødselsdato skal angives',
      address_1: 'Adresse skal angives',
      zip_code: 'Postnummer skal angives',
      city: 'By skal angives',
    });
    expect(await usersOf(studio.id)).toBe(0);
  });

  test('an invalid e-mail or a missing name is a field problem, in English for an English studio', async () => {
    const studio = await t.make.studio();
    const missing = await signup(
      { ...studio.headers, ...extended },
      { last_name: 'Lund', email: 'x@example.dk', password: 'Secret12', phone: '12345678' },
    );
    expect(ExtendedError.parse(missing.json()).error.fields).toEqual({
      first_name: 'First name must be given',
    });
    const reply = await signup(
      { ...studio.headers, ...extended },
      { ...basic, first_name: '   ', email: 'not-an-email' },
    );
    expect(ExtendedError.parse(reply.json()).error.fields).toEqual({
      first_name: 'First name must be given',
      email: 'That is not a valid email address',
    });
  });

  test('a weak password is refused as E_PASSWORD_TOO_WEAK, extended in Norwegian', async () => {
    const studio = await t.make.studio({ locale: 'nb' });
    const body = { ...basic, email: 'svak@example.no', password: 'secret' };
    expect((await signup(studio.headers, body)).json()).toBe('E_PASSWORD_TOO_WEAK');
    const reply = await signup({ ...studio.headers, ...extended }, body);
    expect(ExtendedError.parse(reply.json()).error).toMatchObject({
      type: 'passwordTooWeak',
      localized_title: 'Passordet er for svakt',
    });
    expect(await usersOf(studio.id)).toBe(0);
  });

  test('an e-mail in use in this studio, in any case, gets the fixed E_EMAIL_EXISTS', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    await t.make.customer(studio, { email: 'taken@example.dk' });
    await t.make.customer(other, { email: 'elsewhere@example.dk' });
    const reply = await signup(
      { ...studio.headers, ...extended },
      { ...basic, email: 'TAKEN@example.dk' },
    );
    expect(reply.json()).toBe('E_EMAIL_EXISTS');
    expect(await usersOf(studio.id)).toBe(1);
    const fine = await signup(studio.headers, { ...basic, email: 'elsewhere@example.dk' });
    expect(LoginResponse.parse(fine.json()).user.email).toBe('elsewhere@example.dk');
  });

  test('malformed input answers 400 and creates nothing', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const email = 'bad@example.dk';
    const cases: object[] = [
      { ...basic, email, date_of_birth: '01-04-1990' },
      { ...basic, email, date_of_birth: '1990-02-30' },
      { ...basic, email, first_name: 42 },
      { ...basic, email, branches: [other.branchId] },
      { ...basic, email, branches: 'all' },
      { ...basic, email, image: 999999 },
    ];
    const branchLinks = (await t.db.select().from(userBranches)).length;
    for (const body of cases) {
      const reply = await signup({ ...studio.headers, ...extended }, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof reply.json()).toBe('string');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: { ...studio.headers, 'content-type': 'application/json' },
      payload: '{"email": "bad@example.dk",',
    });
    expect(broken.statusCode).toBe(400);
    expect((await signup(studio.headers, [basic])).statusCode).toBe(400);
    expect(await usersOf(studio.id)).toBe(0);
    expect(await t.db.select().from(userBranches)).toHaveLength(branchLinks);
  });
});
