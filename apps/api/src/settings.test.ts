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
      log: false,
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

describe('STORAGE_S3_*', () => {
  const s3 = {
    STORAGE_S3_BUCKET: 'studio-files',
    STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
    STORAGE_S3_ACCESS_KEY_ID: 'key',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    STORAGE_S3_FORCE_PATH_STYLE: '1',
  };

  test('a bucket with its endpoint and keys is fine; none of them keeps files under DATA_DIR', () => {
    expect(problems(s3)).toEqual([]);
    expect(
      problems({ STORAGE_S3_BUCKET: 'studio-files', STORAGE_S3_REGION: 'eu-north-1' }),
    ).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  test('a wrong combination stops the start with its reason', () => {
    expect(problems({ ...s3, STORAGE_S3_BUCKET: '' })).toEqual([
      expect.stringMatching(/^STORAGE_S3_ENDPOINT, .* without STORAGE_S3_BUCKET/),
    ]);
    expect(problems({ ...s3, STORAGE_S3_SECRET_ACCESS_KEY: '' })).toEqual([
      expect.stringContaining('go together'),
    ]);
    expect(problems({ STORAGE_S3_BUCKET: 'studio-files' })).toEqual([
      expect.stringContaining('STORAGE_S3_REGION is required'),
    ]);
    expect(problems({ ...s3, STORAGE_S3_BUCKET: 'Studio_Files' })).toEqual([
      expect.stringContaining('must be a bucket name'),
    ]);
    expect(problems({ ...s3, STORAGE_S3_ENDPOINT: 's3.example.com' })).toEqual([
      expect.stringContaining('must be an address'),
    ]);
    expect(problems({ ...s3, STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'STORAGE_S3_FORCE_PATH_STYLE must be 1 or 0, not yes',
    ]);
  });
});

describe('LOG, LOG_LEVEL and METRICS_TOKEN', () => {
  const production = { STUDIO_MODE: 'production', PUBLIC_ORIGIN: 'https://booking.example.dk' };

  test('production logs JSON at info unless LOG=0; the demo only with LOG=1', () => {
    expect(settings(production).log).toEqual({ level: 'info' });
    expect(settings({ ...production, LOG_LEVEL: 'warn' }).log).toEqual({ level: 'warn' });
    expect(settings({ ...production, LOG: '0' }).log).toBe(false);
    expect(settings({}).log).toBe(false);
    expect(settings({ LOG: '1', LOG_LEVEL: 'debug' }).log).toEqual({ level: 'debug' });
  });

  test('an unknown level, a LOG other than 0 or 1, or a short metrics token stops the start', () => {
    expect(problems({ LOG_LEVEL: 'verbose', LOG: 'yes', METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^LOG_LEVEL must be one of/),
      'LOG must be 1 (on) or 0 (off), not yes',
      'METRICS_TOKEN must be at least 32 characters, without spaces',
    ]);
    expect(problems({ METRICS_TOKEN: 'a'.repeat(32) })).toEqual([]);
  });
});
