// One lint set-up for every workspace (STYLE.md, tooling).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const web = './apps/web/src';
const webFeatures = readdirSync(`${web}/features`, { withFileTypes: true })
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

/**
 * API layers (ARCHITECTURE.md, boundaries): routes parse and answer HTTP and never touch the
 * database; queries hold the SQL and never see Fastify; a module uses another only through that
 * module's `public.ts`.
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
  otherModules: {
    // A sibling module's file other than its public.ts (`../classes/queries.ts`).
    regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!public\\.ts$).+$',
    message: "Modules use each other through the other module's public.ts.",
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
      'import-x/resolver-next': [createNodeResolver()],
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
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
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
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [apiRestrictions.otherModules] }],
    },
  },
  {
    files: ['apps/api/src/modules/**/routes.ts', 'apps/api/src/modules/**/*-route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: apiRestrictions.routes.paths,
          patterns: [...apiRestrictions.routes.patterns, apiRestrictions.otherModules],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/queries.ts', 'apps/api/src/modules/**/queries/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: apiRestrictions.queries.paths,
          patterns: [...apiRestrictions.queries.patterns, apiRestrictions.otherModules],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
