/**
 * A deploy stops the server with SIGTERM while customers are booking (issue 27 item 5): every
 * booking already received is answered, nothing new is let in (a new connection is refused, a
 * request on a connection already open gets 503, `/health/ready` too), and the process exits 0
 * well within its 10 s deadline. The built server on the embedded PGlite, the demo seeded, the
 * journeys' test routes on to make 50 customers with a class pass each (POST /test/rush).
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerIntoTemp,
  startServer,
  type ServerBuild,
  type ServerProcess,
} from './server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const CUSTOMERS = 50;

let build: ServerBuild;
let server: ServerProcess;

beforeAll(async () => {
  build = await buildServerIntoTemp();
  server = await startServer(build.serverJs, {
    cwd: build.dir,
    env: {
      DATA_DIR: join(build.dir, 'data'),
      VIDEO_CACHE_DIR: join(repoRoot, 'node_modules/.cache/studio-videos'),
      E2E_TEST_ROUTES: '1',
      JWT_SECRET: 'graceful-shutdown-test',
    },
  });
}, 90_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await build?.remove();
});

interface Rush {
  classes: { id: number }[];
  customers: { id: number; token: string }[];
}

/** A booking's outcome as the customer's browser sees it: an HTTP answer, or a network error. */
type Outcome = { status: number; body: unknown; at: number } | { error: string; at: number };

/** Connections kept open, as a browser does; one each, all at once. */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
let sent = 0;

function book(classId: number, customer: Rush['customers'][number]): Promise<Outcome> {
  return new Promise((done) => {
    const booking = request(`${server.url}/class-signups?client=1`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    });
    booking.once('finish', () => sent++);
    booking.once('error', (error: NodeJS.ErrnoException) =>
      done({ error: error.code ?? error.message, at: performance.now() }),
    );
    booking.once('response', (answer) => {
      let text = '';
      answer.on('data', (chunk) => (text += chunk.toString()));
      answer.once('end', () =>
        done({ status: answer.statusCode!, body: JSON.parse(text), at: performance.now() }),
      );
    });
    booking.end(JSON.stringify({ user: customer.id, class: classId }));
  });
}

/**
 * Whether the server has taken in every byte sent to it: each connection to its port accepted
 * (a socket of the process, not waiting in the listen queue) and its receive queue read. Node
 * parses what it reads at once, so each request sent is then begun, in flight for the stop.
 */
function allTakenIn(pid: number, port: number): boolean {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }))
      .filter((link) => link.startsWith('socket:['))
      .map((link) => link.slice('socket:['.length, -1)),
  );
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row[1]?.endsWith(`:${portHex}`) && row[3] === '01') // ESTABLISHED
    .every((row) => sockets.has(row[9]!) && row[4]!.endsWith(':00000000'));
}

/** Resolves with the error code of a new TCP connection, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((done) => {
    const socket = tcpConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

/** Everything the socket receives until the other side closes it. */
const readAll = (socket: Socket) =>
  new Promise<string>((done) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.once('close', () => done(text));
  });

describe('SIGTERM during a burst of bookings', () => {
  it('answers every booking in flight, lets nothing new in, and exits 0', async () => {
    const rush = (await (
      await fetch(`${server.url}/test/rush?client=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customers: CUSTOMERS, classes: 1, seats: CUSTOMERS, tag: 'stop' }),
      })
    ).json()) as Rush;
    const classId = rush.classes[0]!.id;

    // A request begun on an open connection before the stop, its last header line sent after.
    const lateRequest = tcpConnect(server.port, '127.0.0.1');
    await new Promise((done) => lateRequest.once('connect', done));
    const lateAnswer = readAll(lateRequest);
    lateRequest.write('GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const bookings = Promise.all(rush.customers.map((customer) => book(classId, customer)));
    const pid = server.child.pid!;
    await expect
      .poll(() => sent === CUSTOMERS && allTakenIn(pid, server.port), {
        timeout: 20_000,
        interval: 2,
      })
      .toBe(true);

    const stoppedAt = performance.now();
    server.child.kill('SIGTERM');
    await expect
      .poll(() => tryConnect(server.port), { timeout: 5000, interval: 20 })
      .toBe('ECONNREFUSED');
    lateRequest.write('\r\n');

    const outcomes = await bookings;
    const { code, at } = await server.exited;
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
    // Booked, every one: a seat each, the answer the signup (CONTRACT §5), not a refusal.
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ status: 200, body: { class: classId } });
    // The stop came while bookings were still being made.
    expect(outcomes.filter((outcome) => outcome.at > stoppedAt).length).toBeGreaterThan(0);
    expect(await lateAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(10_000);
    expect(server.output()).toMatch(/SIGTERM: stopping/);
  }, 60_000);
});
