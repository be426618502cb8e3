import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    // Keep only the languages we ship in react-aria's built-in strings.
    { ...optimizeLocales.vite({ locales: ['da-DK', 'en-US', 'nb-NO'] }), enforce: 'pre' },
    // `.br` and `.gz` beside every text asset in dist, served as they are by the API's web plugin.
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '^/(?!src/|@|node_modules/|assets/).*': {
        target: 'http://localhost:3000',
        bypass: (request) =>
          request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
      },
    },
  },
  build: {
    target: 'es2022',
    // Translation catalogs stay JSON files fetched when needed, never inlined into the JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    modulePreload: {
      polyfill: false,
      // Lazy routes list only their CSS to preload: the JavaScript they import is fetched when the
      // route's chunk is parsed (the big shared chunks are already loaded by then). A list of JS
      // files per route in the entry chunk grew with every route and pushed the schedule's first
      // load over its 150 KB budget (issue 11).
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // What every route needs goes in one chunk: fewer requests, and gzip works on one stream.
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The app's own modules every first page needs, in one chunk: split across a dozen
              // small shared chunks they cost the schedule's first load ~1.5 KB of imports, exports
              // and lost gzip context (issue 13). The week's fetch (get-classes, schedule-params)
              // joined them in issue 23, when reading 0/1 booleans filled the budget.
              name: 'app',
              test: /(packages[\\/]contract[\\/]src[\\/](wire|users|images|client|classes|class-populate|web-routes|errors|login-status)\.ts|src[\\/]shared[\\/](api[\\/](client|config|errors|query-client|refused-populate|studio|token)|session[\\/](session|require-user|end-session|remembered-route|mobile-app-mode)|lib[\\/]safe-storage|ui[\\/]spinner|i18n[\\/]i18n)\.tsx?|src[\\/]entities[\\/]class[\\/]api[\\/]get-classes\.ts|src[\\/]features[\\/]schedule[\\/]lib[\\/]schedule-params\.ts)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Every core (issue 23 item 7): Vitest's default leaves one of this machine's two idle.
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
