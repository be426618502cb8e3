#!/usr/bin/env node
/**
 * Runs a cluster until stopped (SIGTERM/SIGINT): CLUSTER_PROCESSES API processes (3) on ports
 * from CLUSTER_PORT (3121) on a fresh database next to TEST_DATABASE_URL's, behind a round-robin
 * proxy on CLUSTER_PROXY_PORT (3120). The cluster journeys' web server (e2e/cluster.config.ts).
 */
import { startCluster } from './lib/cluster.mjs';

const baseDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!baseDatabaseUrl) {
  console.error('cluster: TEST_DATABASE_URL (a PostgreSQL) is needed');
  process.exit(1);
}
const cluster = await startCluster({
  baseDatabaseUrl,
  processes: Number(process.env.CLUSTER_PROCESSES ?? 3),
  firstPort: Number(process.env.CLUSTER_PORT ?? 3121),
  proxyPort: Number(process.env.CLUSTER_PROXY_PORT ?? 3120),
  // Journeys log many customers in from loopback, as in e2e/playwright.config.ts.
  env: { PER_IP_LIMIT_SCALE: '20' },
  quiet: true,
});
console.log(`cluster: processes on ${cluster.ports.join(', ')}, proxy on ${cluster.proxyPort}`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
