/** The request facts the class builder needs (`build.ts` ClassRequest), read off a Fastify request. */
import type { FastifyRequest } from 'fastify';
import type { ClassRequest } from './build.ts';

/**
 * The studio, the caller (or no user), the locale, and the API and web origins for `ics_url` and
 * `livestream_link` (the studio's first real domain, else the API's own origin). `now` in ms.
 */
export function classRequest(request: FastifyRequest): ClassRequest {
  const apiBase = `${request.protocol}://${request.host}`;
  const domain = request.client.row.domains.find(
    (d) => d && d !== 'localhost' && d !== '127.0.0.1',
  );
  return {
    client: request.client,
    userId: request.user?.id ?? null,
    locale: request.locale,
    apiBase,
    webBase: domain ? `https://${domain}` : apiBase,
    now: Date.now(),
  };
}
