/**
 * Serves the built web app beside the API on one port (ARCHITECTURE.md, runtime). API paths live at
 * the root too (CONTRACT §1.1), so a browser navigation (`Accept: text/html`) to one of the web app's
 * route segments gets index.html, and every other request reaches the API. Also serves the embed
 * script and its demo page (../embed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { settingsOf, type ClientRow } from '../studio/public.ts';
import { resolveStudio } from '../studio/public.ts';
import { embedRoutes } from '../studio/routes.ts';
import { appPagePolicy } from './security-headers.ts';
import { webHints } from './web-hints.ts';
import { inlinePages, runtimeConfigOf } from './web-inline.ts';
import { webPathSegments } from '@studio/contract/web-paths';
import { RuntimeConfigAnswer } from '@studio/contract/infrastructure';
import { answers } from '../platform/http/answers.ts';
import { NoQuery } from '../platform/http/requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when this server serves the web app (its origin is then "our web origin"). */
    servesWebApp?: boolean;
  }
}

/** Settings defaults for a page no studio answers for (the app will show its own error). */
const noStudio = { name: '', website: '', extended_video_enabled: false } as ClientRow;

/**
 * `root`: the built app's folder. `apiRoot`: the provider API the app calls ('' = this server, the
 * default), served in `/config.json` and allowed by the page's CSP.
 */
export default fp<{ root: string; apiRoot: string }>(async (app, { root, apiRoot }) => {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built: ${indexFile} is missing`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const hints = webHints(root, indexHtml);
  const pageFor = await inlinePages(app, indexHtml);
  const page = { tags: ['web app'], querystring: NoQuery };
  app.decorate('servesWebApp', true);
  // Hashed file names (Vite) never change content: cache for a year. The build writes `.br` and
  // `.gz` files beside them, sent as they are when the browser accepts them (issue 10 defect 12).
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    maxAge: 31_536_000_000, // ms: `Cache-Control: public, max-age=31536000, immutable`
    immutable: true,
  });

  const favicon = join(root, 'favicon.svg');
  if (existsSync(favicon)) {
    const icon = readFileSync(favicon);
    app.get('/favicon.svg', { schema: page }, async (_request, reply) =>
      reply.type('image/svg+xml').send(icon),
    );
  }

  // The one-line embed for studios' own pages and its demo page (issue 13).
  await app.register(embedRoutes);

  const config = { ...page, response: answers({ json: RuntimeConfigAnswer }) };
  app.get('/config.json', { schema: config }, async () => runtimeConfigOf(apiRoot));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const accept = request.headers.accept ?? '';
    if (!accept.includes('text/html')) return;
    const segment = (request.url.split('?')[0] ?? '/').split('/')[1] ?? '';
    // An unknown path (no API route either) gets the app too, which shows its "Page not found"
    // in the studio's shell (issue 26), with the status a 404.
    const unknown = !webPathSegments().has(segment);
    if (unknown && !request.is404) return;
    // The page's studio as the app will resolve it: `?clientId=` (or `client=`), else the host.
    const studio = await resolveStudio(
      app.db,
      { query: request.query, host: request.headers.host },
      app.studioFinders,
    );
    const settings = typeof studio === 'object' ? studio.settings : settingsOf(noStudio, {});
    const domains = typeof studio === 'object' ? studio.row.domains : [];
    // The studio, config and the week's request inline, so the page needs no chain (issue 15);
    // built once per studio, page and week (web-inline.ts).
    const page = await pageFor({
      apiRoot,
      studioId: typeof studio === 'object' ? studio.row.id : undefined,
      url: request.url,
      hints,
    });
    return reply
      .code(unknown ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appPagePolicy(settings, apiRoot, domains))
      .sendKept(page);
  });
});
