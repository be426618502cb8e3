/**
 * GET /classes (wrapped, style B), GET /classes/{id} (style A) and GET /classes/{id}/ics
 * (CONTRACT §4). Public; per-customer fields use `request.user`.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { classes, classTypes, rooms, branches } from '../../db/schema.ts';
import { classIcs, icsFilename } from '../../ics/class-ics.ts';
import { readPopulate } from '../../lib/populate.ts';
import { buildClasses, type ClassRequest } from './build.ts';
import { planPopulate } from './populate-keys.ts';
import { readClassQuery } from './query-params.ts';

/** The request facts the class builder needs. */
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

const classIdOf = (raw: unknown) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/classes', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const filter = readClassQuery(query, request.user?.id ?? null);
    if (typeof filter === 'string') return reply.badRequest(filter);
    const plan = planPopulate(readPopulate(query.populate));
    if (plan.invalid.length)
      return reply.badRequest(
        `The following populate fields are invalid: ${plan.invalid.join(', ')}`,
      );
    const list = await buildClasses(app.db, classRequest(request), filter, plan);
    return { responseType: 'classes', populate: plan.applied, classes: list };
  });

  app.get('/classes/:id', async (request, reply) => {
    const id = classIdOf((request.params as { id: string }).id);
    if (!id) return reply.badRequest('Class id must be a positive integer');
    const plan = planPopulate(readPopulate((request.query as Record<string, unknown>).populate));
    const [found] = await buildClasses(
      app.db,
      classRequest(request),
      { ids: [id], sort: [] },
      plan,
      'A',
    );
    if (!found) return reply.code(404).type('text/plain').send('Not Found');
    return found;
  });

  app.get('/classes/:id/ics', async (request, reply) => {
    const id = classIdOf((request.params as { id: string }).id);
    const clientId = request.client.row.id;
    const [found] = id
      ? await app.db
          .select({
            c: classes,
            typeName: classTypes.name,
            room: rooms.name,
            branch: branches.name,
          })
          .from(classes)
          .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
          .leftJoin(rooms, eq(rooms.id, classes.room_id))
          .leftJoin(branches, eq(branches.id, rooms.branch_id))
          .where(and(eq(classes.client_id, clientId), eq(classes.id, id)))
      : [];
    if (!found) return reply.badRequest('Class does not exist');
    if (found.c.archived) return reply.badRequest('Class has been deleted');
    const livestream = String((request.query as Record<string, unknown>).livestream ?? '') === '1';
    const ics = {
      ...found.c,
      classTypeName: found.typeName,
      location: [found.room, found.branch].filter(Boolean).join(', '),
      studioName: request.client.row.name,
    };
    const link = livestream
      ? `${classRequest(request).webBase}/livestream/class/${found.c.id}/preloader`
      : null;
    const filename = icsFilename(ics);
    return reply
      .type('text/calendar; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .send(classIcs(ics, link));
  });
};
