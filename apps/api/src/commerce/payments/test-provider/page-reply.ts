/**
 * How the test provider's own pages answer (README.md "The test provider"): the studio's look
 * (language, name, colours), HTML with its own Content-Security-Policy (inline style only; forms
 * post to us and to the return urls' origins) and no caching, and a plain 404 for a wrong
 * signature or session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The studio's language, name and colours, as the pages show them. */
export const pageLook = (request: FastifyRequest) => ({
  locale: request.locale,
  studioName: request.client.row.name,
  primaryColor: String(request.client.settings.theme_primary_color ?? ''),
  backgroundColor: String(request.client.settings.theme_background_color ?? ''),
});

/** Sends a page; its forms may post to us and to the origins of `formTargets`. */
export function htmlReply(reply: FastifyReply, body: string, formTargets: string[] = []) {
  const origins = formTargets.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return reply
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(body);
}

export const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain').send('Not Found');

/** The page forms post `application/x-www-form-urlencoded`; their fields are not read. */
export const ignoreFormFields = (
  _request: FastifyRequest,
  _body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
) => done(null, {});
