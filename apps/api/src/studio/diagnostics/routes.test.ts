/**
 * POST /cron/log (CONTRACT §14): a customer's client leaves a line in the server's log, tagged
 * with the studio and the customer; visitors get 403, a body without `entry` the framework's 400.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { CLIENT_LOG_MESSAGE } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The client log lines written while `run` ran (the test app's request loggers are its logger). */
async function linesWrittenBy(run: () => Promise<unknown>) {
  const info = vi.spyOn(t.app.log, 'info');
  await run();
  return info.mock.calls.filter(([, message]) => message === CLIENT_LOG_MESSAGE).map(([o]) => o);
}

describe('POST /cron/log', () => {
  test('a customer’s entry is logged with the studio and the customer, answered OK', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    let reply: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    const lines = await linesWrittenBy(async () => {
      reply = await t.app.inject({
        method: 'POST',
        url: '/cron/log',
        headers: customer.headers,
        payload: { entry: 'card change page opened for membership 17' },
      });
    });
    expect(reply!.statusCode).toBe(200);
    expect(reply!.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply!.body).toBe('OK');
    expect(lines).toEqual([
      {
        client: studio.id,
        user: customer.id,
        entry: 'card change page opened for membership 17',
      },
    ]);
  });

  test('a visitor is refused with 403 and nothing is logged, whatever the body', async () => {
    const studio = await t.make.studio();
    for (const payload of [{ entry: 'hello' }, {}]) {
      let reply: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      const lines = await linesWrittenBy(async () => {
        reply = await t.app.inject({
          method: 'POST',
          url: '/cron/log',
          headers: studio.headers,
          payload,
        });
      });
      expect(reply!.statusCode).toBe(403);
      expect(reply!.body).toBe('Forbidden');
      expect(lines).toEqual([]);
    }
  });

  test.each([{}, { entry: '' }, { entry: 42 }, { entry: 'x'.repeat(4001) }])(
    'a body without a usable entry (%j) is 400 E_MISSING_OR_INVALID_PARAMS and logs nothing',
    async (payload) => {
      const studio = await t.make.studio();
      const customer = await t.make.customer(studio);
      let reply: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      const lines = await linesWrittenBy(async () => {
        reply = await t.app.inject({
          method: 'POST',
          url: '/cron/log',
          headers: customer.headers,
          payload,
        });
      });
      expect(reply!.statusCode).toBe(400);
      expect(reply!.json()).toMatchObject({ code: 'E_MISSING_OR_INVALID_PARAMS' });
      expect(reply!.json().problems[0]).toMatch(/^entry: /);
      expect(lines).toEqual([]);
    },
  );
});
