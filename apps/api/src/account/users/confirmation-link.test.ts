/**
 * The e-mail confirmation link template must lead to our web app or the studio's own site; any
 * other link is refused with 400 and no e-mail is sent (CONTRACT §3 POST /users; issue 10
 * defect 19).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { clients, outbox, users } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  web = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

let count = 0;
const signup = (
  app: FastifyInstance,
  headers: Record<string, string>,
  emailConfirmationLink: string,
) =>
  app.inject({
    method: 'POST',
    url: '/users',
    headers,
    remoteAddress: `10.2.0.${++count}`,
    payload: {
      first_name: 'Lin',
      last_name: 'Link',
      email: `lin${count}@example.dk`,
      password: 'Secret12',
      phone: '12345678',
      emailConfirmationLink,
    },
  });
const mailsOf = (clientId: number) =>
  t.db.select().from(outbox).where(eq(outbox.client_id, clientId));
const usersOf = (clientId: number) =>
  t.db.select().from(users).where(eq(users.client_id, clientId));

describe('emailConfirmationLink', () => {
  test('a link to any other site is refused with 400: no customer, no e-mail', async () => {
    const studio = await t.make.studio({
      frontend_allowed_embed_origins: ['https://studio.example'],
    });
    await t.db
      .update(clients)
      .set({ domains: ['booking.studio.example'] })
      .where(eq(clients.id, studio.id));
    for (const link of [
      'https://evil.example/confirm/{email}/{token}',
      'https%3A%2F%2Fevil.example%2F%7Btoken%7D',
      'http://studio.example/confirm/{token}',
      'https://evil.studio.example/{token}',
      'https://studio.example.evil.example/{token}',
      'https://studio.example@evil.example/{token}',
      'javascript:alert(1)//{token}',
      '//evil.example/{token}',
      'not a link',
    ]) {
      const reply = await signup(t.app, studio.headers, link);
      expect(reply.statusCode, link).toBe(400);
      expect(typeof reply.json(), link).toBe('string');
    }
    expect(await mailsOf(studio.id)).toEqual([]);
    expect(await usersOf(studio.id)).toEqual([]);
  });

  test('the studio’s domains and its own site (the embed origins) are accepted', async () => {
    const studio = await t.make.studio({
      frontend_allowed_embed_origins: ['https://studio.example'],
    });
    await t.db
      .update(clients)
      .set({ domains: ['booking.studio.example'] })
      .where(eq(clients.id, studio.id));
    for (const link of [
      'https://booking.studio.example/bekraeft-email?email={email}&token={token}',
      'https://studio.example/book#/bekraeft-email/{email}/{token}',
      'https%3A%2F%2Fstudio.example%2Fbook%3Ftoken%3D%7Btoken%7D',
    ]) {
      const reply = await signup(t.app, studio.headers, link);
      expect(reply.statusCode, link).toBe(200);
    }
    const texts = (await mailsOf(studio.id)).map((mail) => mail.text);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(
      /https:\/\/booking\.studio\.example\/bekraeft-email\?email=\S+&token=[0-9a-f]{64}/,
    );
  });

  test('the origin the request came to, when we serve the web app there on this machine', async () => {
    const studio = await t.make.studio();
    const local = await signup(
      web,
      { ...studio.headers, host: 'localhost:3000' },
      'http://localhost:3000/bekraeft-email/{email}/{token}',
    );
    expect(local.statusCode).toBe(200);
    const forged = await signup(
      web,
      { ...studio.headers, host: 'evil.example' },
      'https://evil.example/bekraeft-email/{email}/{token}',
    );
    expect(forged.statusCode).toBe(400);
    const apiOnly = await signup(
      t.app,
      { ...studio.headers, host: 'localhost:3000' },
      'http://localhost:3000/bekraeft-email/{email}/{token}',
    );
    expect(apiOnly.statusCode).toBe(400);
  });
});
