/**
 * The cluster journeys (issue 27, "Done means"): three API processes on one PostgreSQL with
 * S3-compatible storage, behind a small round-robin proxy (apps/api/bench/cluster.mjs). The booking
 * journey runs through the proxy, so consecutive requests land on different processes; the
 * cluster checks (cluster/*.spec.ts) address the processes one by one. Needs TEST_DATABASE_URL.
 */
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

const proxyPort = Number(process.env.CLUSTER_PROXY_PORT ?? 3120);
const firstPort = Number(process.env.CLUSTER_PORT ?? 3121);

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../test-results/cluster',
  workers: 1,
  reporter: [['list'], ['json']],
  use: { ...base.use, baseURL: `http://localhost:${proxyPort}` },
  projects: [
    { name: 'cluster', testMatch: /cluster\/.*\.spec\.ts/ },
    {
      name: 'cluster-booking',
      testMatch: /journeys\/booking\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } },
    },
  ],
  webServer: {
    command: 'node apps/api/bench/cluster.mjs',
    cwd: '..',
    url: `http://localhost:${proxyPort}/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      CLUSTER_PROXY_PORT: String(proxyPort),
      CLUSTER_PORT: String(firstPort),
      CLUSTER_PROCESSES: '3',
    },
  },
});
