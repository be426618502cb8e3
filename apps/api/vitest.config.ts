import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated template database for the whole run; each test app copies it.
    globalSetup: ['test/global-setup.ts'],
    // Every core: a test file waits mostly on its own database (issue 23 item 7).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
