/**
 * The fences hold (issue 23 item 2): lint (eslint.config.js) rejects each forbidden import below,
 * written as a file at the place it would stand. Paths resolve as imports do, so a deeper relative
 * path or the web's `@/` alias is the same file as the short path. Runs ESLint without type
 * information (the fixtures are not on disk); the fences use none. Independent of the database, so
 * it runs in the embedded pass only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const api = join(repo, 'apps/api/src');
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

/** The rules that reject `code` standing at `path` (from the repository root). */
async function rejectedBy(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return result!.messages
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

const forbidden: Array<[string, string, string, string]> = [
  // [what, where it stands, the import, the rule that must reject it]
  [
    'a route file of any name importing Drizzle',
    'apps/api/src/schedule/classes/anything-routes.ts',
    "import { eq } from 'drizzle-orm';",
    'no-restricted-imports',
  ],
  [
    'a route file touching the tables',
    'apps/api/src/studio/images/upload-route.ts',
    "import { images } from '../../platform/db/schema.ts';",
    'no-restricted-imports',
  ],
  [
    'a query file of any name importing Fastify',
    'apps/api/src/commerce/payments/card-queries.ts',
    "import type { FastifyRequest } from 'fastify';",
    'no-restricted-imports',
  ],
  [
    "a module reaching into another domain's internals",
    'apps/api/src/commerce/orders/peek.ts',
    "import { lockClass } from '../../schedule/signups/queries.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    "a module reaching into a sibling module's internals by a roundabout relative path",
    'apps/api/src/commerce/orders/peek.ts',
    "import { price } from '../payments/../../commerce/cart-items/price-cart.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'a lower domain importing a higher one',
    'apps/api/src/schedule/classes/peek.ts',
    "import { orderRoutes } from '../../commerce/public.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'the platform importing a domain',
    'apps/api/src/platform/lib/peek.ts',
    "import { resolveStudio } from '../../studio/public.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    "production code importing the tests' kits",
    'apps/api/src/commerce/orders/peek.ts',
    "import { orderKit } from '../../../test/kits/orders.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'an API import cycle (class-state.ts is imported by build.ts)',
    'apps/api/src/schedule/classes/class-state.ts',
    "import { buildClasses } from './build.ts';",
    'import-x/no-cycle',
  ],
  [
    'a web feature reaching into another through the @/ alias',
    'apps/web/src/features/schedule/peek.ts',
    "import { getClass } from '@/features/booking/api/get-class.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'a web entity importing a feature through the @/ alias',
    'apps/web/src/entities/class/peek.ts',
    "import { getClass } from '@/features/booking/api/get-class.ts';",
    'import-x/no-restricted-paths',
  ],
];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('lint fences', () => {
  test.each(forbidden)('rejects %s', async (_what, path, line, rule) => {
    expect(await rejectedBy(path, `${line}\nexport const used = 1;\n`)).toContain(rule);
  });

  test('accepts a module using another domain through its public face', async () => {
    const code =
      "import { resolveStudio } from '../../studio/public.ts';\nexport const x = resolveStudio;\n";
    expect(await rejectedBy('apps/api/src/commerce/orders/peek.ts', code)).toEqual([]);
  });

  test('every API file that declares a route is named as a route file, so the route fence sees it', () => {
    const declaresRoute = /\b(app|fastify|instance|scope)\.(get|post|put|patch|delete|route)\(/;
    const unnamed: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          entry.name.endsWith('.ts') &&
          !entry.name.endsWith('.test.ts') &&
          !entry.name.includes('route') &&
          declaresRoute.test(readFileSync(path, 'utf8'))
        )
          unnamed.push(relative(api, path));
      }
    };
    walk(api);
    expect(unnamed).toEqual([]);
  });
});
