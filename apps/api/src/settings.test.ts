/** The server's settings from the environment (docs/operations.md; issue 22 items 15, 16, 18, 19). */
import { describe, expect, test } from 'vitest';
import { readSettings, testProviderAllowed } from './settings.ts';

const settings = (env: Record<string, string>) => {
  const read = readSettings(env);
  if (!read.ok) throw new Error(read.problems.join('; '));
  return read.settings;
};
const problems = (env: Record<string, string>) => {
  const read = readSettings(env);
  return read.ok ? [] : read.problems;
};

describe('the run mode', () => {
  test('nothing set is the local demo on port 3000, links to http://localhost:3000, no outbox page', () => {
    expect(settings({})).toEqual({
      mode: 'demo',
      port: 3000,
      publicOrigin: 'http://localhost:3000',
      trustProxy: false,
      outboxPage: false,
      perIpLimitScale: 1,
    });
    expect(testProviderAllowed({})).toBe(true);
  });

  test('the demo shows the outbox page only when OUTBOX_PAGE=1 turns it on', () => {
    expect(settings({ OUTBOX_PAGE: '1', PORT: '8080' })).toMatchObject({
      outboxPage: true,
      publicOrigin: 'http://localhost:8080',
    });
  });

  test('production needs PUBLIC_ORIGIN, keeps the outbox page off and refuses the test provider', () => {
    expect(problems({ STUDIO_MODE: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is required in production/),
    ]);
    const env = {
      STUDIO_MODE: 'production',
      PUBLIC_ORIGIN: 'https://booking.example.dk/',
      OUTBOX_PAGE: '1',
    };
    expect(settings(env)).toMatchObject({
      mode: 'production',
      publicOrigin: 'https://booking.example.dk',
      outboxPage: false,
    });
    expect(testProviderAllowed(env)).toBe(false);
  });

  test('a mistyped mode or origin stops the start', () => {
    expect(problems({ STUDIO_MODE: 'prod' })).toContain(
      'STUDIO_MODE must be demo or production, not prod',
    );
    expect(testProviderAllowed({ STUDIO_MODE: 'prod' })).toBe(false);
    expect(problems({ PUBLIC_ORIGIN: 'booking.example.dk' })).toHaveLength(1);
    expect(problems({ PUBLIC_ORIGIN: 'https://user:pw@booking.example.dk' })).toHaveLength(1);
    expect(problems({ PUBLIC_ORIGIN: 'https://booking.example.dk/app' })).toHaveLength(1);
  });
});

describe('TRUST_PROXY', () => {
  test('a number is that many proxy hops; 0 or unset believes no proxy', () => {
    expect(settings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(settings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(settings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test('a list names the proxies by address, range or loopback', () => {
    expect(settings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  test('true (the client’s own first entry) and unknown entries stop the start', () => {
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringContaining('which the client writes'),
    ]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toEqual([
      expect.stringContaining('10.0.0.0/33, proxy.local is not'),
    ]);
  });
});

describe('PER_IP_LIMIT_SCALE', () => {
  test('a whole number from 1 to 1000 multiplies the per-address limits; anything else stops the start', () => {
    expect(settings({ PER_IP_LIMIT_SCALE: '20' }).perIpLimitScale).toBe(20);
    for (const wrong of ['0', '1.5', 'lots', '1001'])
      expect(problems({ PER_IP_LIMIT_SCALE: wrong })).toEqual([
        `PER_IP_LIMIT_SCALE must be a whole number from 1 to 1000, not ${wrong}`,
      ]);
  });
});
