/**
 * Assembles GET /classes answers (CONTRACT §4): loads the classes and, in a fixed number of bulk
 * queries, what the requested populate keys need; then computes every field in plain functions and
 * keeps the requested ones and their dependencies (decision 1).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/connect.ts';
import { dateOf } from '../access/public.ts';
import { classState, type ClassState } from './class-state.ts';
import { seriesTypeInCalendar, type SeriesIndex } from './class-series.ts';
import { needsUser, type PopulatePlan } from './populate-keys.ts';
import { primaryAction } from './primary-action.ts';
import { findClasses, type CountedClass } from './queries.ts';
import type { ClassFilter } from './query-params.ts';
import { loadRelations, type Relations } from './relations.ts';
import { classStyleA, classStyleB } from './serialize.ts';
import { capacityText, waitingListText } from './texts.ts';
import { loadSeriesIfNeeded, loadUserContext } from './user-context.ts';
import { userFields, type UserContext } from './user-fields.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

/** The request facts the answer depends on. */
export interface ClassRequest {
  client: FastifyRequest['client'];
  userId: number | null;
  locale: FastifyRequest['locale'];
  /** `<scheme>://<host>` of the API, for `ics_url`. */
  apiBase: string;
  /** `<scheme>://<host>` of the front end, for `livestream_link`. */
  webBase: string;
  now: number;
}

/** What an answer is computed from, read from the database (the same for every caller). */
export interface LoadedClasses {
  counted: CountedClass[];
  relations: Relations;
  series: SeriesIndex;
}

/**
 * Reads the classes matching `filter` with what `plan` needs; the series index also when
 * `withSeries` (per-customer fields read it). A fixed number of statements.
 */
export async function loadClasses(
  db: Tx,
  clientId: number,
  filter: ClassFilter,
  plan: PopulatePlan,
  withSeries: boolean,
): Promise<LoadedClasses> {
  const counted = await findClasses(db, clientId, filter, true);
  const rows = counted.map((c) => c.row);
  const [relations, series] = await Promise.all([
    loadRelations(db, clientId, rows, plan.fields),
    loadSeriesIfNeeded(db, clientId, rows, plan.fields, withSeries),
  ]);
  return { counted, relations, series };
}

/** The classes matching `filter`, each with the fields of `plan`, in style B (list) or A (single). */
export async function buildClasses(
  db: Tx,
  req: ClassRequest,
  filter: ClassFilter,
  plan: PopulatePlan,
  style: 'A' | 'B' = 'B',
) {
  const wantsUser = needsUser(plan.fields) && req.userId !== null;
  const loaded = await loadClasses(db, req.client.row.id, filter, plan, wantsUser);
  return classesFrom(db, req, loaded, plan, style);
}

/**
 * The answer's classes computed from loaded data at `req.now`: the customer's holdings are read
 * (one statement) when `plan` has per-customer fields and a customer asks; nothing else is read.
 * `loaded` is not changed, so a cache may keep it.
 */
export async function classesFrom(
  db: Tx,
  req: ClassRequest,
  { counted, relations, series }: LoadedClasses,
  plan: PopulatePlan,
  style: 'A' | 'B' = 'B',
) {
  const clientId = req.client.row.id;
  const rows = counted.map((c) => c.row);
  const wantsUser = needsUser(plan.fields) && req.userId !== null;
  const user = wantsUser
    ? await loadUserContext(
        db,
        clientId,
        req.userId,
        rows,
        series,
        req.client.settings,
        req.locale,
        req.now,
      )
    : null;
  const today = dateOf(req.now);
  const wanted = groupsWanted(plan.fields);
  return counted.map((c) => {
    const out = style === 'A' ? classStyleA(c.row) : classStyleB(c.row);
    if (plan.fields.has('class_type'))
      out.class_type = relations.classTypes.get(c.row.class_type_id) ?? null;
    if (plan.fields.has('room'))
      out.room = c.row.room_id === null ? null : (relations.rooms.get(c.row.room_id) ?? null);
    if (plan.fields.has('location')) out.location = out.room;
    if (plan.fields.has('teachers')) out.teachers = relations.teachers.get(c.row.id) ?? [];
    const computed = computeFields(c, req, today, wanted, series, user);
    for (const field of plan.fields) if (field in computed) out[field] = computed[field];
    return out;
  });
}

/** Which groups of computed fields the plan touches (the rest is not computed at all). */
function groupsWanted(fields: Set<string>) {
  const has = (...keys: string[]) => keys.some((k) => fields.has(k));
  return {
    fields,
    user: needsUser(fields),
    series: has('class_series_types', 'class_series_types_livestream'),
    action: has('user_primary_action'),
  };
}

function computeFields(
  c: CountedClass,
  req: ClassRequest,
  today: string,
  wanted: ReturnType<typeof groupsWanted>,
  series: SeriesIndex,
  user: UserContext | null,
) {
  const { settings, row: client } = req.client;
  const counts = { signups: c.signups, waitingList: c.waitingList, livestream: c.livestream };
  const s = classState(c.row, counts, settings, req.now, today) as ClassState &
    Record<string, unknown>;
  const f: Record<string, unknown> = s;
  f.signup_count = c.signups;
  f.checkedin_count = c.checkedIn;
  f.classpass_signup_count = 0;
  f.livestream_signup_count = c.livestream;
  if (wanted.fields.has('capacity_text'))
    f.capacity_text = capacityText(c.row, s, c.signups, settings, req.locale);
  if (wanted.fields.has('waiting_list_text'))
    f.waiting_list_text = waitingListText(c.row, s, req.locale);
  const ics = `${req.apiBase}/classes/${c.row.id}/ics?client=${client.id}`;
  f.ics_url = ics;
  f.ics_url_livestream = `${ics}&livestream=1`;
  f.livestream_link =
    req.userId === null ? false : `${req.webBase}/livestream/class/${c.row.id}/preloader`;
  const seriesIds = series.studio.get(c.row.id);
  f.class_is_part_of_locked_class_series_type = seriesIds
    ? seriesIds.some((id) => series.types.get(id)?.locked)
    : false;
  if (wanted.series) {
    const owned = (id: number) =>
      Boolean(user?.holdings.series.some((x) => x.class_series_type_id === id));
    const list = (ids: number[] = []) =>
      ids.map((id) => seriesTypeInCalendar(series, id, req.now, today, owned(id)));
    f.class_series_types = list(seriesIds);
    f.class_series_types_livestream = list(series.livestream.get(c.row.id));
  }
  if (wanted.user) Object.assign(f, userFields(c.row, s, user, wanted.fields));
  if (wanted.action) f.user_primary_action = primaryAction(c.row, s, f, user !== null);
  return f;
}
