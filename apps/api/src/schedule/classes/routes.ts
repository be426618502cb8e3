/**
 * GET /classes (wrapped, style B), GET /classes/{id} (style A) and GET /classes/{id}/ics
 * (CONTRACT §4). Public; per-customer fields use `request.user`. The list is answered through the
 * week cache (week-cache.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassesQuery,
  ClassIcsQuery,
  ClassIdParams,
  ClassQuery,
} from '@studio/contract/class-query';
import { ClassAnswer, ClassStyleAFull } from '@studio/contract/full-answers';
import * as z from 'zod/mini';
import { answers } from '../../platform/http/answers.ts';
import { classIcs, icsFilename } from '../../platform/ics/class-ics.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { buildClasses } from './build.ts';
import { classRequest } from './class-request.ts';
import { planPopulate } from './populate-keys.ts';
import { findClassForIcs } from './queries.ts';
import { readClassQuery } from './query-params.ts';
import { weekCache, type WeekCache } from './week-cache.ts';

/**
 * `Content-Disposition` for a download named `filename`: an ASCII fallback (anything else, quotes
 * and backslashes become `_`) and the real name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 * Header values must be ASCII: a raw `Ł` or emoji made Node refuse the header (a 500).
 */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedule's week cache (week-cache.ts), set by `weekCacheRoutes`. */
    weekCache: WeekCache;
  }
}

/**
 * The week cache for the schedule domain's routes, registered before them (schedule/routes.ts):
 * a change a schedule route of this process makes (booking, cancelling, waiting list, livestream)
 * drops the studio's weeks before its answer is sent, so the customer's next request sees it even
 * when the database's notification is still on its way.
 */
export const weekCacheRoutes = fp(async (app) => {
  app.decorate('weekCache', await weekCache(app));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.client)
      app.weekCache.forget(request.client.row.id);
    return payload;
  });
});

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const week = app.weekCache;
  const list = answers({
    json: z.object({
      responseType: z.literal('classes'),
      populate: z.array(z.string()),
      classes: z.array(ClassAnswer),
    }),
  });
  app.get(
    '/classes',
    { schema: { querystring: ClassesQuery, response: list }, onSend: week.onSend },
    async (request, reply) => {
      const kept = week.kept(request);
      if (kept) return reply.sendKept(kept);
      const filter = readClassQuery(request.query, request.user?.id ?? null);
      if (typeof filter === 'string') return reply.badRequest(filter);
      const plan = planPopulate(readPopulate(request.query.populate));
      if (plan.invalid.length)
        return reply.badRequest(
          `The following populate fields are invalid: ${plan.invalid.join(', ')}`,
        );
      return week.send(request, reply, filter, plan);
    },
  );

  // A bad id answers the JSON string of the rest of this API, not the schema error object.
  const byId = { params: ClassIdParams };
  app.get(
    '/classes/:id',
    {
      schema: {
        ...byId,
        querystring: ClassQuery,
        response: answers({ json: ClassStyleAFull, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('Class id must be a positive integer');
      const plan = planPopulate(readPopulate(request.query.populate));
      const [found] = await buildClasses(
        app.db,
        classRequest(request),
        { ids: [request.params.id], sort: [] },
        plan,
        'A',
      );
      if (!found) return reply.code(404).type('text/plain').send('Not Found');
      return found;
    },
  );

  app.get(
    '/classes/:id/ics',
    { schema: { ...byId, querystring: ClassIcsQuery }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('Class does not exist');
      const found = await findClassForIcs(app.db, request.client.row.id, request.params.id);
      if (!found) return reply.badRequest('Class does not exist');
      if (found.c.archived) return reply.badRequest('Class has been deleted');
      const ics = {
        ...found.c,
        classTypeName: found.typeName,
        location: [found.room, found.branch].filter(Boolean).join(', '),
        studioName: request.client.row.name,
      };
      const link =
        request.query.livestream === '1'
          ? `${classRequest(request).webBase}/livestream/class/${found.c.id}/preloader`
          : null;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(icsFilename(ics)))
        .send(classIcs(ics, link));
    },
  );
};
