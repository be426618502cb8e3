/** The catalogue's view of a request: studio, locale, caller (or null) and Copenhagen today. */
import type { FastifyRequest } from 'fastify';
import { copenhagenToday } from '../../platform/lib/time.ts';
import type { CatalogueViewer } from './build.ts';

export function viewerOf(request: FastifyRequest): CatalogueViewer {
  return {
    clientId: request.client.row.id,
    locale: request.locale,
    userId: request.user?.id ?? null,
    today: copenhagenToday(),
  };
}
