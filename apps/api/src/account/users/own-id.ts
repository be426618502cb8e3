/** The own-id rule of the customer's user routes (CONTRACT §3; seed 000 §6 permissions). */
import type { FastifyReply } from 'fastify';

interface OwnIdRequest {
  validationError?: Error;
  params: { id: number };
  user: { id: number } | null;
}

/**
 * Answers 400 when the path id failed UserIdParams, 403 when it is not the caller's own id.
 * @returns the reply it answered on, or null when the id is the caller's.
 */
export function refuseOtherId(request: OwnIdRequest, reply: FastifyReply): FastifyReply | null {
  if (request.validationError) return reply.badRequest('id must be a positive integer');
  if (request.params.id !== request.user?.id) return reply.forbidden();
  return null;
}
