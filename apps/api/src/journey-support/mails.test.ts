/** GET /test/mails?to= (journeys only): the newest mails to one address, newest first. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { sendMail } from '../studio/public.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
let withTestRoutes: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  withTestRoutes = await buildApp({
    db: t.db,
    tokenKeys: { secret: randomBytes(32) },
    testRoutes: true,
  });
});
afterAll(async () => {
  await withTestRoutes.close();
  await t.close();
});

test('answers the newest mails to the address (any case), and is absent without test routes', async () => {
  const studio = await t.make.studio();
  for (const subject of ['first', 'second']) {
    await sendMail(t.db, studio.id, { to: 'Mia@example.dk', subject, text: 'hello' });
  }
  await sendMail(t.db, studio.id, { to: 'other@example.dk', subject: 'not hers', text: 'x' });
  const reply = await withTestRoutes.inject({
    url: '/test/mails?to=mia@example.dk',
    headers: studio.headers,
  });
  expect(reply.json().map((mail: { subject: string }) => mail.subject)).toEqual([
    'second',
    'first',
  ]);
  const absent = await t.app.inject({
    url: '/test/mails?to=mia@example.dk',
    headers: studio.headers,
  });
  expect(absent.statusCode).toBe(404);
});
