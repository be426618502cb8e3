/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the real product:
 * the API and the built web app on one port, on a fresh embedded database seeded with demo data.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
/** The same server in its reference mode (issue 10): behaves as the reference provider would. */
const referencePort = Number(process.env.E2E_REFERENCE_PORT ?? 3112);

/** Our server on `serverPort` with a fresh embedded database; `extra` adds to its environment. */
function server(serverPort: number, extra: Record<string, string> = {}) {
  return {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://localhost:${serverPort}/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-e2e-')),
      DATABASE_URL: '',
      JWT_SECRET: 'e2e-secret',
      E2E_TEST_ROUTES: '1',
      // Every journey's customers log in from loopback: hundreds of logins from one address.
      PER_IP_LIMIT_SCALE: '20',
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journey files run side by side, one per core (issue 23 item 7): each makes its own customers
  // and classes through the test routes; the tests inside a file keep their order.
  fullyParallel: false,
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'Europe/Copenhagen',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /reference-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } },
    },
    { name: 'phone', testIgnore: /reference-.*\.spec\.ts/, use: { ...devices['Pixel 7'] } },
    {
      // The booking journey once against the reference mode (reference-booking.spec.ts).
      name: 'reference',
      testMatch: /reference-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 860 },
        baseURL: `http://localhost:${referencePort}`,
      },
    },
  ],
  webServer: [
    server(port),
    // The page on localhost calls the API on 127.0.0.1: another origin, so every call is CORS.
    server(referencePort, {
      REFERENCE_MODE: '1',
      WEB_API_ROOT: `http://127.0.0.1:${referencePort}`,
    }),
  ],
});
