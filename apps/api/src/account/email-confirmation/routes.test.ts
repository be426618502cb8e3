/**
 * E-mail confirmation (CONTRACT §3 "Email confirmation", design; seed 000 §2 email confirmation
 * page): the signup link confirms once, expires after 7 days, and can be replaced by a new mail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { OkAnswer } from '@studio/contract/account';
import { LoginResponse } from '@studio/contract/auth';
import { User } from '@studio/contract/users';
import { outbox } from '../../platform/db/schema.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const template = 'https://studio.example/bekraeft-email/{email}/{token}';
let address = 0;
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: `10.4.0.${++address}` });

async function signUp(email: string) {
  const studio = await t.make.studio({
    locale: 'nb',
    frontend_allowed_embed_origins: ['https://studio.example'],
  });
  const reply = await post('/users', studio.headers, {
    first_name: 'Eli',
    last_name: 'Epost',
    email,
    password: 'Secret12',
    phone: '12345678',
    emailConfirmationLink: template,
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  const { user, token } = LoginResponse.parse(reply.json());
  return { studio, user, headers: { ...studio.headers, authorization: `Bearer ${token}` } };
}

async function newestToken(email: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id));
  return { mail: mail!, token: /\/([0-9a-f]{64})\b/.exec(mail!.text)![1]! };
}

const confirmed = async (headers: Record<string, string>, id: number) =>
  User.parse((await t.app.inject({ url: `/users/${id}`, headers })).json()).email_confirmed;

describe('POST /confirm-email-with-token', () => {
  test('the welcome link confirms the e-mail once', async () => {
    const { studio, user, headers } = await signUp('eli1@example.dk');
    const { token } = await newestToken('eli1@example.dk');
    expect(await confirmed(headers, user.id)).toBe(false);
    const reply = await post('/confirm-email-with-token', studio.headers, {
      email: 'ELI1@example.dk',
      token,
    });
    expect(OkAnswer.parse(reply.body)).toBe('OK');
    expect(await confirmed(headers, user.id)).toBe(true);
    const again = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli1@example.dk',
      token,
    });
    expect(again.json()).toBe('E_TOKEN_NOT_FOUND');
  });

  test('a wrong token or e-mail is not found; missing fields are 400', async () => {
    const { studio } = await signUp('eli2@example.dk');
    const { token } = await newestToken('eli2@example.dk');
    const wrong = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli2@example.dk',
      token: 'f'.repeat(64),
    });
    expect(wrong.json()).toBe('E_TOKEN_NOT_FOUND');
    const other = await post('/confirm-email-with-token', studio.headers, {
      email: 'someone@example.dk',
      token,
    });
    expect(other.json()).toBe('E_TOKEN_NOT_FOUND');
    const missing = await post('/confirm-email-with-token', studio.headers, { email: 'a@b.dk' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toBe('Please specify a token');
  });

  test('after 7 days the link has expired; a resent mail carries a link that works', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
    const { studio, user, headers } = await signUp('eli3@example.dk');
    const { token: old } = await newestToken('eli3@example.dk');
    vi.setSystemTime(FIXED_NOW + 7 * 24 * 3600_000 + 60_000);
    const expired = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli3@example.dk',
      token: old,
    });
    expect(expired.json()).toBe('E_TOKEN_EXPIRED');
    const resend = await post('/confirm-email-resend-welcome-email', studio.headers, {
      email: 'eli3@example.dk',
      emailConfirmationLink: template,
    });
    expect(resend.body).toBe('OK');
    const { mail, token } = await newestToken('eli3@example.dk');
    expect(token).not.toBe(old);
    expect(mail.subject).toBe('Velkommen til Test Studio');
    const reused = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli3@example.dk',
      token: old,
    });
    expect(reused.json()).toBe('E_TOKEN_NOT_FOUND');
    const ok = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli3@example.dk',
      token,
    });
    expect(ok.body).toBe('OK');
    expect(await confirmed(headers, user.id)).toBe(true);
  });
  test('a link is bound to the address it was sent to: after a change of e-mail it confirms neither', async () => {
    const { studio, user, headers } = await signUp('eli5@example.dk');
    const { token } = await newestToken('eli5@example.dk');
    const change = await t.app.inject({
      method: 'PUT',
      url: `/users/${user.id}`,
      headers,
      payload: { email: 'eli5.new@example.dk' },
    });
    expect(User.parse(change.json()).email).toBe('eli5.new@example.dk');
    for (const email of ['eli5.new@example.dk', 'eli5@example.dk']) {
      const reply = await post('/confirm-email-with-token', studio.headers, { email, token });
      expect(reply.json()).toBe('E_TOKEN_NOT_FOUND');
    }
    expect(await confirmed(headers, user.id)).toBe(false);
    await post('/confirm-email-resend-welcome-email', studio.headers, {
      email: 'eli5.new@example.dk',
      emailConfirmationLink: template,
    });
    const fresh = await newestToken('eli5.new@example.dk');
    const ok = await post('/confirm-email-with-token', studio.headers, {
      email: 'eli5.new@example.dk',
      token: fresh.token,
    });
    expect(ok.body).toBe('OK');
    expect(await confirmed(headers, user.id)).toBe(true);
  });
});

describe('POST /confirm-email-resend-welcome-email', () => {
  test('unknown e-mail is refused; a foreign link is 400 and mails nothing', async () => {
    const { studio } = await signUp('eli4@example.dk');
    const unknown = await post('/confirm-email-resend-welcome-email', studio.headers, {
      email: 'nobody@example.dk',
      emailConfirmationLink: template,
    });
    expect(unknown.json()).toBe('E_EMAIL_NOT_FOUND');
    const before = await t.db.select().from(outbox).where(eq(outbox.to, 'eli4@example.dk'));
    const foreign = await post('/confirm-email-resend-welcome-email', studio.headers, {
      email: 'eli4@example.dk',
      emailConfirmationLink: 'https://evil.example/{email}/{token}',
    });
    expect(foreign.statusCode).toBe(400);
    const after = await t.db.select().from(outbox).where(eq(outbox.to, 'eli4@example.dk'));
    expect(after).toHaveLength(before.length);
  });
});
