/**
 * Login takes the same work whether or not the e-mail has an account (issue 10 defect 10): the
 * password is always run through scrypt, against a dummy hash when there is nothing to check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const counted = (...args: Parameters<typeof actual.scrypt>) => {
    scrypt.calls += 1;
    return (actual.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...actual, default: { ...actual, scrypt: counted }, scrypt: counted };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  scrypt.calls = 0;
});

describe('POST /login refusals', () => {
  test('an unknown e-mail, a user without a password and a wrong password cost one scrypt each', async () => {
    const studio = await t.make.studio();
    const known = await t.make.customer(studio);
    const noPassword = await t.make.teacher(studio, { customer: true, password_hash: '' });
    for (const email of ['nobody@example.dk', noPassword.email, known.email]) {
      scrypt.calls = 0;
      const reply = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: studio.headers,
        payload: { email, password: 'Wrong123' },
      });
      expect(reply.json(), email).toBe('E_LOGIN_FAILED');
      expect(scrypt.calls, email).toBe(1);
    }
  });
});
