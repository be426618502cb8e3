// One lint set-up for every workspace (STYLE.md, tooling).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const web = './apps/web/src';
const webFeatures = readdirSync(`${import.meta.dirname}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files a feature offers other features (path from `features/`). Everything else in a feature
 * is its own; what several features need lives in `entities/` or `shared/`, and pages that combine
 * features are composed in `app/` (STYLE.md, "The shape we aim for").
 */
const featureEntries = ['./booking/components/lazy-class-dialog.tsx'];

/** Web layers, one way: shared → entities → features → app. */
const webLayerZones = [
  {
    target: `${web}/shared`,
    from: [`${web}/entities`, `${web}/features`, `${web}/app`],
    message: 'shared/ is the bottom layer: it imports no entity, feature or app code.',
  },
  {
    target: `${web}/entities`,
    from: [`${web}/features`, `${web}/app`],
    message: 'entities/ serve features: they import only shared/ and other entities.',
  },
  ...webFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`, ...featureEntries],
    message:
      'A feature does not reach into another feature: move what both need to entities/ or shared/, or compose them in app/.',
  })),
];

const api = './apps/api/src';
/** API domains, lowest first: each may import only the domains before it (README, "Layout"). */
const apiDomains = ['studio', 'schedule', 'catalogue', 'commerce', 'library', 'account'];
/** The composition above every domain: it wires domains into the app and the jobs. */
const apiTop = ['http', 'jobs', 'demo', 'journey-support', 'app.ts', 'routes.ts', 'server.ts'];
const apiModules = (domain) =>
  readdirSync(`${import.meta.dirname}/${api}/${domain}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * API fences by folder (docs/api-layout.md), resolved like any import (a deeper relative
 * path is the same file): platform/ is below every domain; a domain imports only lower domains, and
 * those only through their public.ts; inside a domain a module uses another through its public.ts;
 * production code never imports the tests' kits (apps/api/test).
 */
const apiZones = [
  {
    target: `${api}/platform`,
    from: [...apiDomains, ...apiTop].map((name) => `${api}/${name}`),
    message: 'platform/ is the plumbing below every domain: it imports no domain and no app code.',
  },
  ...apiDomains.map((domain, index) => ({
    target: `${api}/${domain}`,
    from: [...apiDomains.slice(index + 1), ...apiTop].map((name) => `${api}/${name}`),
    message: `${domain}/ sits below ${apiDomains.slice(index + 1).join(', ') || 'the app'}: domain arrows run one way (README, "Layout").`,
  })),
  ...apiDomains.flatMap((domain) => [
    {
      target: [`${api}/!(${domain})/**`, `${api}/*.ts`],
      from: `${api}/${domain}`,
      except: ['./public.ts', './routes.ts'],
      message: `Outside ${domain}/, use its one face: ${domain}/public.ts (services) or routes.ts (app.ts only).`,
    },
    ...apiModules(domain).map((module) => ({
      target: `${api}/${domain}/!(${module})/**`,
      from: `${api}/${domain}/${module}`,
      except: ['./public.ts', './routes.ts'],
      message: `Modules use each other through public.ts: import ${domain}/${module}/public.ts.`,
    })),
  ]),
  {
    target: api,
    from: './apps/api/test',
    message: 'Test kits, spies and stand-ins are for tests: production code never imports them.',
  },
];

/**
 * API file roles: route files (any `*route*.ts`; test/fences.test.ts proves every file that
 * declares a route is named so) parse and answer HTTP and never touch the database; query files
 * (`*quer*.ts`) hold the SQL and never see Fastify.
 */
const apiRestrictions = {
  routes: {
    paths: [
      { name: 'drizzle-orm', message: "Routes never query: call the module's service or queries." },
    ],
    patterns: [
      {
        group: ['drizzle-orm/*'],
        message: "Routes never query: call the module's service or queries.",
      },
      {
        group: ['**/db/schema', '**/db/schema.ts', '**/db/schema/*'],
        message: "Routes never touch tables: call the module's service or queries.",
      },
    ],
  },
  queries: {
    paths: [{ name: 'fastify', message: 'Queries know nothing of HTTP.' }],
    patterns: [{ group: ['fastify*', '@fastify/*'], message: 'Queries know nothing of HTTP.' }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      '.reports/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // The `@/` alias resolves like a relative path, so the layer fences see through it.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
      // no-cycle follows only files it can parse: TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: {
      // Type-aware rules for the web: promises that nobody awaits or handles (issue 10).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: webLayerZones, basePath: import.meta.dirname },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Features sit below app/; only their tests may mount the whole app (app/testing).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webLayerZones,
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'features/ sit below app/: app composes features, not the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    // Promises nobody awaits lose errors and transactions on the server too (issue 10).
    files: ['apps/api/**/*.ts', 'packages/contract/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      // The auth ↔ users loop of issue 23 went through public.ts files re-exporting routes.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones, basePath: import.meta.dirname }],
    },
  },
  {
    files: ['apps/api/src/**/*route*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: apiRestrictions.routes.paths, patterns: apiRestrictions.routes.patterns },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*quer*.ts', 'apps/api/src/**/queries/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: apiRestrictions.queries.paths, patterns: apiRestrictions.queries.patterns },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
