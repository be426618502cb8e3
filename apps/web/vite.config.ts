import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

export default defineConfig({
  plugins: [
    react(),
    // Keep only the languages we ship in react-aria's built-in strings.
    { ...optimizeLocales.vite({ locales: ['da-DK', 'en-US', 'nb-NO'] }), enforce: 'pre' },
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
  build: { target: 'es2022', reportCompressedSize: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
