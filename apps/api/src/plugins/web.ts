/**
 * Serves the built web app beside the API on one port (ARCHITECTURE.md, runtime). API paths live at
 * the root too (CONTRACT §1.1), so a browser navigation (`Accept: text/html`) to one of the web app's
 * route segments gets index.html, and every other request reaches the API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** First path segments of the web app's routes (apps/web/src/app/router.tsx). */
export const webRouteSegments = new Set([
  '',
  'my-profile',
  'min-profil',
  'events',
  'schedule',
  'skema',
  'prices',
  'priser',
  'membership',
  'start-change-membership-credit-card',
  'medlemskab-skift-betalingskort-succes',
  'stripe',
  'edit-profile',
  'sign-up-for-class',
  'livestream',
  'checkout',
  'stripe-payment-succes',
  'signup',
  'login',
  'login-with-cart',
  'reset-password',
  'bekraeft-email',
  'system-route',
  'purchase-access-for-class',
  'purchase-history',
  'video-extended',
  'video-player',
  'gift',
  'terms',
  'event-signup-installments',
  'stripe-giftcard-payment-success',
  // Danish paths the app redirects (apps/web/src/app/router.tsx).
  'begivenheder',
  'rediger-profil',
  'kurv',
  'log-ind',
  'opret-profil',
  'nulstil-adgangskode',
  'koebshistorik',
  'gavekort',
  'betingelser',
]);

export default fp<{ root: string }>(async (app, { root }) => {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built: ${indexFile} is missing`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
  });

  const favicon = join(root, 'favicon.svg');
  if (existsSync(favicon)) {
    const icon = readFileSync(favicon);
    app.get('/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send(icon));
  }

  app.get('/config.json', async () => ({ apiRoot: '', imageHost: '/image-files', clientId: null }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const accept = request.headers.accept ?? '';
    if (!accept.includes('text/html')) return;
    const segment = (request.url.split('?')[0] ?? '/').split('/')[1] ?? '';
    if (!webRouteSegments.has(segment)) return;
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
});
