/**
 * Resolves, for every request, the studio (`request.client`, CONTRACT §1.2), the language of
 * server texts (`request.locale`) and the logged-in user (`request.user`, CONTRACT §1.4).
 * Routes protect themselves with `preValidation: app.requireCustomer`, which answers `403 Forbidden`
 * unless a customer is logged in, before the body is validated (an anonymous call with a bad body is
 * still a 403, CONTRACT §1.4, §5).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { users } from '../platform/db/schema.ts';
import { toLocale, type Locale } from '../platform/i18n/locale.ts';
import { docsPath } from './openapi.ts';
import type { StudioClient, StudioFinders } from '../studio/public.ts';
import { findStudio, resolveStudio } from '../studio/public.ts';
import { createStudioCache } from '../platform/db/studio-cache.ts';
import {
  endedByPasswordChange,
  revokedSql,
  verifyToken,
  type TokenKeys,
} from '../account/public.ts';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    client: StudioClient;
    locale: Locale;
    user: UserRow | null;
    /** The raw bearer token, when one was accepted. */
    token: { value: string; exp: number } | null;
  }
  interface FastifyInstance {
    tokenKeys: TokenKeys;
    /** Finds studios through this process's cache (the web page's studio too, web-routes.ts). */
    studioFinders: StudioFinders;
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Routes without a studio (CONTRACT §14 ping) or outside the API (also the web's `/assets/`, the
 * embed script that any studio's page loads, issue 13, and the API reference under `/docs`).
 */
const clientFreePaths = new Set([
  '/ping',
  '/',
  '/health/live',
  '/health/ready',
  '/embed.js',
  // The operator's metrics (http/metrics-routes.ts), with a secret of their own.
  '/metrics',
]);
/** Routes that ignore a bad token and continue anonymously (CONTRACT §1.4). */
const lenientAuthPaths = new Set(['/logout', '/clients/current', '/login']);

export default fp<{ tokenKeys: TokenKeys }>(async (app, { tokenKeys }) => {
  app.decorate('tokenKeys', tokenKeys);
  app.decorateRequest('client', null as unknown as StudioClient);
  app.decorateRequest('locale', 'da');
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  // A customer is a logged-in user with the `customer` role; staff who are not customers are not
  // (CONTRACT §1.3, §1.4: staff powers never come from this product's `frontend` context).
  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user?.customer) await reply.forbidden();
  });

  // Every request names its studio: one read of the studio and its settings each time was a
  // fifth of a visitor's schedule request. Kept per process until a change to the studio's row
  // or settings is heard (migration 0021's notifications) or a minute has passed. Frozen: a
  // request that changed the shared object would change it for every later request. A studio
  // found by host name is kept 5 s only: no notification says another studio took the name.
  const studios = await createStudioCache<StudioClient | null>(app.db, { maxEntries: 5_000 });
  app.addHook('onClose', () => studios.stop());
  const kept = (scope: number, key: string, ms: number, by: { id: number } | { host: string }) =>
    studios
      .getOrBuild(scope, key, async () => {
        const found = await findStudio(app.db, by);
        if (found) for (const part of [found.row, found.settings, found]) Object.freeze(part);
        return { value: found ?? null, expiresAt: Date.now() + ms };
      })
      .then((found) => found ?? undefined);
  const studioFinders: StudioFinders = {
    byId: (id) => kept(id, 'studio', 60_000, { id }),
    byHost: (host) => kept(0, `host ${host}`, 5_000, { host }),
  };
  app.decorate('studioFinders', studioFinders);

  app.addHook('preValidation', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      clientFreePaths.has(path) ||
      path.startsWith('/assets/') ||
      // The livestream's media carry their own signed token (schedule/livestream-room).
      path.startsWith('/livestream-media/') ||
      // So do the built-in videos' files (library/video-media).
      path.startsWith('/video-media/') ||
      path === docsPath ||
      path.startsWith(`${docsPath}/`) ||
      !request.routeOptions.url
    )
      return;

    const studio = await resolveStudio(
      app.db,
      {
        query: request.query,
        body: request.body,
        header: request.headers['x-yogo-client-id'],
        host: request.headers.host,
      },
      studioFinders,
    );
    if (studio === 'invalid') return reply.badRequest('E_INVALID_CLIENT_ID');
    if (!studio) return reply.badRequest('Missing client id');
    request.client = studio;
    // The studio's locale decides every server text (CONTRACT §1.2); no header overrides it.
    request.locale = toLocale(studio.settings.locale);

    const failure = await authenticate(request);
    if (failure && !(lenientAuthPaths.has(path) && failure.lenient)) {
      const body = failure.body;
      return typeof body === 'string'
        ? reply.code(401).type('application/json').send(body)
        : reply.code(401).send(body);
    }
  });

  async function authenticate(
    request: FastifyRequest,
  ): Promise<{ body: unknown; lenient: boolean } | null> {
    const header = request.headers.authorization;
    const queryToken = (request.query as Record<string, unknown> | undefined)?.token;
    let token: string | undefined;
    if (header) {
      const parts = header.split(' ');
      if (parts.length !== 2 || parts[0] !== 'Bearer') {
        return { body: JSON.stringify('Format is Authorization: Bearer [token]'), lenient: true };
      }
      token = parts[1];
    } else if (typeof queryToken === 'string' && queryToken) {
      token = queryToken;
    }
    if (!token) return null;
    const payload = await verifyToken(tokenKeys, token);
    if (!payload) return { body: JSON.stringify('E_TOKEN_INVALID'), lenient: true };
    // The user and whether logout revoked this token, in one query.
    const [found] = await app.db
      .select({ user: users, revoked: revokedSql(token) })
      .from(users)
      .where(and(eq(users.id, payload.id), eq(users.archived, false)));
    if (found?.revoked) return { body: JSON.stringify('E_TOKEN_BLACKLISTED'), lenient: true };
    if (!found) return { body: JSON.stringify('E_TOKEN_INVALID'), lenient: true };
    const { user } = found;
    // Ended by a password change from another session (CONTRACT §1.4 "revoked").
    if (endedByPasswordChange(user, token, payload.sv))
      return { body: JSON.stringify('E_TOKEN_BLACKLISTED'), lenient: true };
    if (user.client_id !== request.client.row.id) {
      return { body: { err: 'Token is not valid for this client' }, lenient: false };
    }
    request.user = user;
    request.token = { value: token, exp: payload.exp };
    return null;
  }
});
