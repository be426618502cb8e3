/**
 * GET /classes (style B) from memory (issue 27; decision 2026-11-28-visitors-week-cache). Per
 * studio and exact query (filter and populate), the cache keeps what the answer is computed from
 * (`LoadedClasses`: the classes, seat sums, relations, series) and, for visitors, the final
 * answer: its JSON and its br/gzip forms, compressed once. A customer's answer is computed from
 * the kept data and the customer's holdings (one statement), never from a visitor's answer.
 *
 * Changes reach it through `schedule_changed` (migration 0021, platform/db/studio-cache.ts), from
 * any process. Time changes it too: a visitor's answer is kept until the next instant at which a
 * class of it starts, ends or passes a deadline, the next Copenhagen midnight, or 60 s, whichever
 * comes first; the data itself for 60 s at most.
 */
import type { Settings } from '@studio/contract/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createStudioCache } from '../../platform/db/studio-cache.ts';
import { dateOf, instantOf, plusDays } from '../access/public.ts';
import { buildClasses, classesFrom, loadClasses, type LoadedClasses } from './build.ts';
import { stateChangesAt } from './class-state.ts';
import { classRequest } from './class-request.ts';
import { needsUser, type PopulatePlan } from './populate-keys.ts';
import type { ClassFilter } from './query-params.ts';

/** Longest time anything is kept (ms): a safety net, changes are told. */
const CAP_MS = 60_000;
/** A body kept with its compressed forms (http/compression.ts `app.keepBody`). */
type KeptBody = ReturnType<FastifyInstance['keepBody']>;

/**
 * What one process keeps, all studios together: weeks (data) up to 50,000 classes, visitors'
 * answers up to 64 MB of JSON (a busy week is ~100 KB, 500 classes ~1.3 MB).
 */
const weekLimits = {
  maxEntries: 500,
  weigh: (week: LoadedClasses) => week.counted.length + 1,
  maxWeight: 50_000,
};
const answerLimits = {
  maxEntries: 1_000,
  weigh: (body: KeptBody) => body.bytes.length,
  maxWeight: 64 * 1024 * 1024,
};
const json = 'application/json; charset=utf-8';

export type WeekCache = Awaited<ReturnType<typeof weekCache>>;

/** A visitor's answer is kept per request URL (the exact query) and origin (in `ics_url`). */
const answerKey = (request: FastifyRequest) => {
  const { apiBase, webBase } = classRequest(request);
  return `${apiBase} ${webBase} ${request.url}`;
};

/**
 * The week cache of one app: `kept` is a visitor's kept answer for a request, if any; `send`
 * answers GET /classes (the list) for a parsed request; `onSend` (the route's hook) keeps a
 * visitor's answer as Fastify wrote it (after every preSerialization hook, e.g. reference mode's,
 * and the serializer), so a kept answer is the uncached one byte for byte. Stops listening when
 * the app closes.
 */
export async function weekCache(app: FastifyInstance) {
  const weeks = await createStudioCache(app.db, weekLimits);
  const answers = await createStudioCache(app.db, answerLimits);
  app.addHook('onClose', async () => void (await Promise.all([weeks.stop(), answers.stop()])));
  /** Requests whose written answer is to be kept, and how. */
  const toKeep = new WeakMap<FastifyRequest, (text: string) => void>();

  return {
    /** A visitor's kept answer to this request (never a customer's: they have their own). */
    kept(request: FastifyRequest): KeptBody | undefined {
      if (request.user) return undefined;
      return answers.get(request.client.row.id, answerKey(request));
    },

    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      filter: ClassFilter,
      plan: PopulatePlan,
    ) {
      const req = classRequest(request);
      const payload = (classes: unknown[]) => ({
        responseType: 'classes' as const,
        populate: plan.applied,
        classes,
      });
      // "My classes" lists are the customer's own: nothing to share.
      if (filter.signedUpUser) return payload(await buildClasses(app.db, req, filter, plan));
      const clientId = req.client.row.id;
      const since = answers.stamp(clientId); // before reading: a change from now on is heard
      const loaded = await weeks.getOrBuild(
        clientId,
        JSON.stringify([filter, plan.applied]),
        async () => ({
          value: await loadClasses(app.db, clientId, filter, plan, needsUser(plan.fields)),
          expiresAt: Date.now() + CAP_MS,
        }),
      );
      if (req.userId === null) {
        const expiresAt = nextChange(loaded, req.client.settings, req.now);
        const key = answerKey(request);
        toKeep.set(request, (text) =>
          answers.set(clientId, key, { value: app.keepBody(text, json), expiresAt }, since),
        );
      }
      return payload(await classesFrom(app.db, req, loaded, plan));
    },

    /** Drops a studio's weeks and answers now (a change made by this process). */
    forget(studioId: number) {
      weeks.forget(studioId);
      answers.forget(studioId);
    },

    /** The route's onSend hook: keeps a visitor's answer as written (before compression). */
    async onSend(request: FastifyRequest, reply: FastifyReply, written: unknown) {
      const keep = toKeep.get(request);
      if (keep && reply.statusCode === 200 && typeof written === 'string') keep(written);
      return written;
    },
  };
}

/**
 * The first instant after `now` (ms) at which the answer for `loaded` changes by itself: a class
 * starting, ending or passing a deadline, a series class starting (its price and "remaining"),
 * Copenhagen midnight ("today", "too far ahead"), capped at 60 s.
 */
function nextChange(loaded: LoadedClasses, settings: Settings, now: number): number {
  let next = Math.min(now + CAP_MS, instantOf(plusDays(dateOf(now), 1), '00:00:00'));
  const consider = (at: number) => {
    if (at > now && at < next) next = at;
  };
  for (const c of loaded.counted) stateChangesAt(c.row, settings).forEach(consider);
  for (const members of loaded.series.members.values())
    for (const member of members) consider(member.startsAt);
  return next;
}
