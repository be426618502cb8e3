/**
 * A request whose body drips in is answered and closed once the request timeout passes, so slow
 * clients cannot hold connections open (issue 10 defect 18). A real listener on 127.0.0.1, with the
 * timeout shortened to 300 ms through AppOptions.
 */
import { connect as connectSocket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
let server: FastifyInstance;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.make.studio();
  server = await buildApp({
    db: t.db,
    tokenKeys: { secret: randomBytes(32) },
    timeouts: { requestMs: 300 },
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  port = (server.server.address() as { port: number }).port;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

test('headers and half a body, then nothing: the server answers 408 and hangs up in time', async () => {
  const started = Date.now();
  const socket = connectSocket({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.write(
    'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{"email": "drip',
  );
  // Keep dripping a byte now and then, as a slow attacker would: it must not keep the request alive.
  const drip = setInterval(() => socket.write(' '), 50);
  await new Promise<void>((resolve) => socket.on('close', () => resolve()));
  clearInterval(drip);
  const elapsed = Date.now() - started;
  expect(received).toMatch(/^HTTP\/1\.1 408/);
  expect(elapsed).toBeGreaterThanOrEqual(250);
  expect(elapsed).toBeLessThan(3_000);
});

test('a normal request on the same server is answered', async () => {
  const reply = await fetch(`http://127.0.0.1:${port}/ping`);
  expect(await reply.text()).toBe('OK');
});
