import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * A test file that changes what the process shares in a way a file cannot undo (module mocks,
 * environment variables, spies, the payment stand-ins' keys) runs in a fresh module graph of its
 * own; every other file shares its worker's modules with the files before it, which saves each
 * one ~1.5 s of importing the whole API (issue 23 item 7). A frozen `Date` is undone after each
 * shared file (test/shared-file-setup.ts). Read from the file, so a new test lands on the safe
 * side by itself.
 */
const changesSharedState =
  /vi\.(mock|doMock|stubEnv|stubGlobal|spyOn)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|stand-in|kits\/payments/;
const isolated = ['src', 'test']
  .flatMap((folder) =>
    readdirSync(new URL(folder, import.meta.url), { recursive: true, encoding: 'utf8' }).map(
      (file) => `${folder}/${file}`,
    ),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => changesSharedState.test(readFileSync(new URL(file, import.meta.url), 'utf8')));

export default defineConfig({
  test: {
    // One migrated template database for the whole run; each test app copies it.
    globalSetup: ['test/global-setup.ts'],
    // Every core: a test file waits mostly on its own database (issue 23 item 7).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: isolated,
          isolate: false,
          setupFiles: ['test/shared-file-setup.ts'],
        },
      },
    ],
  },
});
