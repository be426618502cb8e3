/**
 * One log line per request (Fastify's `logController`, replacing its "incoming request" and
 * "request completed" pair): `method`, `route` (the pattern, `/classes/:id`, never the URL with
 * its query string), `status`, `duration_ms`, and the `studio` and `customer` ids when known. A
 * failed request's line is at `error` with its error. Fastify's child logger adds `reqId`, and
 * the plugin below echoes it to the caller.
 */
import fp from 'fastify-plugin';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Who a request was for: the studio's id and the logged-in user's, when known. */
type RequestParties = (request: FastifyRequest) => {
  studio?: number | null;
  customer?: number | null;
};

/** The request's route pattern, or null when no route matched (a 404). */
export const routePattern = (request: FastifyRequest): string | null =>
  request.routeOptions.url ?? null;

/** Fastify's log controller for our request lines; `parties` names the studio and customer. */
export class RequestLog extends LogController {
  constructor(private readonly parties: RequestParties) {
    super();
  }

  // One line per request: the completed one below says all.
  override incomingRequest(): void {}

  // Our not-found handler answers instead; its raw URL may carry a token.
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { studio, customer } = this.parties(request);
    const line = {
      method: request.method,
      route: routePattern(request),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      studio: studio ?? undefined,
      customer: customer ?? undefined,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}

/** Echoes each request's id (logger.ts `requestId`) in the answer's `X-Request-Id`. */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
