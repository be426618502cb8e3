/**
 * GET /class-signups, /class-waiting-list-signups and /class-livestream-signups (CONTRACT §5): the
 * caller's own active signups of classes in a date window (default today … +1 year − 1 day), with
 * `populate[]` of the class (style A, via the /classes builder), user and used pass/membership.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  classes,
  classLivestreamSignups,
  classPasses,
  classPassTypes,
  classSignups,
  classWaitingListSignups,
  memberships,
} from '../../db/schema.ts';
import { readPopulate } from '../../lib/populate.ts';
import { addDaysIso, copenhagenToday } from '../../lib/time.ts';
import { buildClasses } from '../classes/build.ts';
import { planPopulate } from '../classes/populate-keys.ts';
import { classRequest } from '../classes/routes.ts';

type Table = typeof classSignups | typeof classWaitingListSignups | typeof classLivestreamSignups;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the list query. @returns the window, or sends 400/403 and returns null. */
export function readListQuery(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  if (query.user === undefined || query.user === '') {
    void reply.badRequest('User or class must be specified');
    return null;
  }
  if (!request.user || Number(query.user) !== request.user.id) {
    void reply.code(403).type('text/plain').send('Forbidden');
    return null;
  }
  const today = copenhagenToday();
  const startDate = typeof query.startDate === 'string' ? query.startDate : today;
  const endDate =
    typeof query.endDate === 'string' ? query.endDate : addDaysIso(addDaysIso(startDate, 365), -1);
  const problem =
    !isoDate.test(startDate) || !isoDate.test(endDate)
      ? 'startDate and endDate must be dates (YYYY-MM-DD)'
      : startDate < '2017-01-01'
        ? 'Start date too early'
        : endDate < startDate
          ? 'End date earlier than start date'
          : endDate >= addDaysIso(startDate, 366)
            ? 'Date range too long'
            : null;
  if (problem) {
    void reply.badRequest(problem);
    return null;
  }
  return { userId: request.user.id, startDate, endDate, populate: readPopulate(query.populate) };
}

/** The user's active rows of `table` for classes in the window, oldest class first. */
export async function listSignups<T extends Table>(
  db: Db,
  clientId: number,
  table: T,
  w: { userId: number; startDate: string; endDate: string },
) {
  // One query shape for the three signup tables (they share these columns).
  const t = table as unknown as typeof classSignups;
  const rows = await db
    .select({ signup: t })
    .from(t)
    .innerJoin(classes, eq(classes.id, t.class_id))
    .where(
      and(
        eq(t.client_id, clientId),
        eq(t.user_id, w.userId),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        eq(classes.archived, false),
        gte(classes.date, w.startDate),
        lte(classes.date, w.endDate),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.start_time), asc(t.id));
  return rows.map((r) => r.signup as T['$inferSelect']);
}

/** Replaces ids by objects for the populate keys asked for (style A, list parents). */
export async function populateSignups(
  db: Db,
  request: FastifyRequest,
  list: Record<string, unknown>[],
  populate: string[],
  keys: { user: string; class: string; pass: string; membership: string },
) {
  const has = (key: string) => populate.includes(key);
  const clientId = request.client.row.id;
  if (has('class')) {
    const nested = populate.filter((p) => p.startsWith('class.')).map((p) => p.slice(6));
    const ids = [...new Set(list.map((s) => s[keys.class] as number))];
    const found = await buildClasses(
      db,
      classRequest(request),
      { ids, sort: [] },
      planPopulate(nested),
      'A',
    );
    const byId = new Map(found.map((c) => [c.id as number, c]));
    for (const s of list)
      s[keys.class.replace(/_id$/, '')] = byId.get(s[keys.class] as number) ?? null;
  }
  if (has('user') && request.user) {
    const { id, first_name, last_name, email, image_id } = request.user;
    for (const s of list)
      s.user = { id, client: clientId, first_name, last_name, email, image: image_id };
  }
  if (has('used_class_pass')) {
    const ids = list.map((s) => s[keys.pass]).filter((v): v is number => typeof v === 'number');
    const rows = ids.length
      ? await db
          .select({ pass: classPasses, type: classPassTypes })
          .from(classPasses)
          .innerJoin(classPassTypes, eq(classPassTypes.id, classPasses.class_pass_type_id))
          .where(and(eq(classPasses.client_id, clientId), inArray(classPasses.id, ids)))
      : [];
    const byId = new Map(
      rows.map(({ pass, type }) => [
        pass.id,
        {
          ...pass,
          class_pass_type: has('used_class_pass.class_pass_type') ? type : pass.class_pass_type_id,
        },
      ]),
    );
    for (const s of list) s.used_class_pass = byId.get(s[keys.pass] as number) ?? null;
  }
  if (has('used_membership')) {
    const ids = list
      .map((s) => s[keys.membership])
      .filter((v): v is number => typeof v === 'number');
    const rows = ids.length
      ? await db
          .select()
          .from(memberships)
          .where(and(eq(memberships.client_id, clientId), inArray(memberships.id, ids)))
      : [];
    const byId = new Map(rows.map((m) => [m.id, m]));
    for (const s of list) s.used_membership = byId.get(s[keys.membership] as number) ?? null;
  }
  return list;
}
