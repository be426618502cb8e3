/**
 * One reset link used twice at the same moment (two tabs, a double click that sends twice) on
 * PostgreSQL, where the two requests really run in parallel: the link works once (CONTRACT §3
 * "Password reset"; queries.ts `setPasswordIfTokenHolds`), so exactly one new password is set.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { describeRaces } from '../../../test/postgres-races.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: `10.5.0.${++address}` });

describeRaces('one reset link used twice at the same moment', () => {
  test('exactly one use sets its password; the other hears the link is used up', async () => {
    const studio = await t.make.studio({
      frontend_allowed_embed_origins: ['https://studio.example'],
    });
    const customer = await t.make.customer(studio, { email: 'twice@example.dk' });
    await post('/password-reset-send-token', studio.headers, {
      email: customer.email,
      setNewPasswordLink: 'https://studio.example/reset-password/{email}/{token}',
    });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.email))
      .orderBy(desc(outbox.id));
    const token = /\/([0-9a-f]{64})\b/.exec(mail!.text)![1]!;

    const passwords = ['FirstTab1', 'SecondTab2'];
    const replies = await Promise.all(
      passwords.map((password) =>
        post('/password-reset-set-password-with-token', studio.headers, {
          email: customer.email,
          token,
          password,
        }),
      ),
    );
    const bodies = replies.map((reply) => reply.body);
    expect(bodies.filter((body) => body === 'OK')).toHaveLength(1);
    expect(bodies.filter((body) => body === '"E_INVALID_TOKEN"')).toHaveLength(1);
    // The password of the use that answered OK is the one that logs in.
    const winner = passwords[bodies.indexOf('OK')]!;
    const logins = await Promise.all(
      passwords.map((password) =>
        post('/login', studio.headers, { email: customer.email, password }),
      ),
    );
    expect(logins.map((login) => login.json().token !== undefined)).toEqual(
      passwords.map((password) => password === winner),
    );
  });
});
