/**
 * The own profile's populated relations (CONTRACT §3 GET /users/{id} and GET /users?id=):
 * `image`, `branches`, `class_passes` (+`.class_pass_type`, `.class_pass_type.class_types`),
 * `memberships` (every key of CONTRACT §8, `membership_type.class_types` too),
 * `cart_items` (+`.product`, `.payment_option`, `.membership_campaign`; CONTRACT §7, priced),
 * `event_signups` (+`.event`; CONTRACT §6), `video_groups_that_customer_can_access` (CONTRACT §13),
 * `recommended_videos` (design, CONTRACT §13; from `video_preferences.filter_value_ids`).
 * Style A (GET /users/{id}) keeps a relation's id under its name; style B (GET /users list) uses
 * `<relation>_id` and only lists unexpired class passes. Unknown keys are ignored.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classPasses, classPassTypes, memberships } from '../../platform/db/schema.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { cartItemsView } from '../../commerce/public.ts';
import { buildClassPassTypes } from '../../catalogue/public.ts';
import {
  activeBranches,
  findClientById,
  loadSettings,
  serializeBranch,
} from '../../studio/public.ts';
import { findImage, imagesById } from '../../studio/public.ts';
import { profileEventSignups } from '../../schedule/public.ts';
import { buildMemberships } from '../../commerce/public.ts';
import { invoicesOf } from '../../commerce/public.ts';
import {
  groupsCustomerCanAccess,
  recommendedVideos,
  type VideoViewer,
} from '../../library/public.ts';
import { readSettings } from './settings.ts';
import type { UserRow } from './serialize.ts';

export type Style = 'A' | 'B';

/** Style A drops `_id` from a foreign key (`class_pass_type_id` → `class_pass_type`). */
function keyed(row: Record<string, unknown>, style: Style): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'client_id') out.client = value;
    else out[style === 'A' && key.endsWith('_id') ? key.slice(0, -3) : key] = value;
  }
  return out;
}

/**
 * The customer's non-archived class passes; `withType` adds `class_pass_type`, `withClassTypes`
 * its `class_types` (`{id, name}` of the class types it gives access to, CONTRACT §3), which the
 * class dialog reads to show what a booking costs (issue 15).
 */
async function classPassList(
  db: Db,
  user: UserRow,
  style: Style,
  withType: boolean,
  withClassTypes: boolean,
) {
  const rows = await db
    .select()
    .from(classPasses)
    .where(
      and(
        eq(classPasses.client_id, user.client_id),
        eq(classPasses.user_id, user.id),
        eq(classPasses.archived, false),
        style === 'B' ? gte(classPasses.valid_until, copenhagenToday()) : undefined,
      ),
    )
    .orderBy(asc(classPasses.id));
  const typeIds = [...new Set(rows.map((row) => row.class_pass_type_id))];
  const types =
    withType && typeIds.length
      ? await db.select().from(classPassTypes).where(inArray(classPassTypes.id, typeIds))
      : [];
  const classTypesOf = new Map(
    withClassTypes
      ? (await buildClassPassTypes(db, user.client_id, null, types, ['class_types'])).map(
          (type) => [type.id, type.class_types],
        )
      : [],
  );
  const typeById = new Map(
    types.map((type) => {
      const out: Record<string, unknown> = { ...keyed(type, style), price: Number(type.price) };
      if (withClassTypes) out.class_types = classTypesOf.get(type.id) ?? [];
      return [type.id, out];
    }),
  );
  return rows.map((row) => {
    const pass = keyed(row, style);
    if (withType) pass.class_pass_type = typeById.get(row.class_pass_type_id) ?? null;
    return pass;
  });
}

/**
 * The customer's non-archived memberships (all statuses) through the memberships module's builder,
 * so `memberships.next_payment`, `.status_text`, the pause fields … answer as in GET /memberships
 * (CONTRACT §3, §8). `relations`: the keys under `memberships.`.
 */
async function membershipList(db: Db, user: UserRow, style: Style, relations: string[]) {
  const rows = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.client_id, user.client_id),
        eq(memberships.user_id, user.id),
        eq(memberships.archived, false),
      ),
    )
    .orderBy(asc(memberships.id));
  if (!rows.length) return [];
  const row = await findClientById(db, user.client_id);
  const settings: Record<string, unknown> = row ? await loadSettings(db, row) : {};
  const view = {
    clientId: user.client_id,
    settings,
    locale: toLocale(settings.locale),
    today: copenhagenToday(),
    style,
  };
  return buildMemberships(db, view, rows, relations);
}

/** The filter value ids the customer chose (`video_preferences.filter_value_ids`), as numbers. */
function preferredFilterValues(user: UserRow): number[] {
  const ids = readSettings(user.settings).video_preferences?.filter_value_ids;
  return Array.isArray(ids) ? ids.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
}

/**
 * Adds the asked-for relations to a serialised own profile, in place.
 * @param keys populate keys; for style B a dotted key implies its parent (CONTRACT §1.6).
 * @param viewer the customer as the video library sees them (the video keys need it).
 */
export async function populateOwnProfile(
  db: Db,
  user: UserRow,
  body: Record<string, unknown>,
  keys: Set<string>,
  style: Style,
  viewer: VideoViewer,
): Promise<void> {
  if (style === 'B') for (const key of [...keys]) keys.add(key.split('.')[0] ?? key);
  if (keys.has('image')) {
    body.image = !user.image_id
      ? null
      : style === 'A'
        ? ((await findImage(db, user.client_id, user.image_id)) ?? null)
        : ((await imagesById(db, user.client_id, [user.image_id])).get(user.image_id) ?? null);
  }
  if (keys.has('branches')) {
    const ids = new Set(body.branches as number[]);
    const all = await activeBranches(db, user.client_id);
    body.branches = all.filter((branch) => ids.has(branch.id)).map(serializeBranch);
  }
  if (keys.has('class_passes'))
    body.class_passes = await classPassList(
      db,
      user,
      style,
      keys.has('class_passes.class_pass_type'),
      keys.has('class_passes.class_pass_type.class_types'),
    );
  if (keys.has('memberships'))
    body.memberships = await membershipList(
      db,
      user,
      style,
      [...keys].filter((key) => key.startsWith('memberships.')).map((key) => key.slice(12)),
    );
  if (keys.has('cart_items')) body.cart_items = await cartItemList(db, user, keys, style);
  // Non-archived only, past events too (CONTRACT §3); style A rows in both forms.
  if (keys.has('event_signups'))
    body.event_signups = await profileEventSignups(
      db,
      { clientId: user.client_id, userId: user.id, today: copenhagenToday() },
      keys.has('event_signups.event'),
    );
  // Invoices: the customer's paid orders (CONTRACT §10 "Invoices on the user").
  if (keys.has('invoices')) body.invoices = await invoicesOf(db, user.client_id, user.id);
  if (keys.has('video_groups_that_customer_can_access'))
    body.video_groups_that_customer_can_access = await groupsCustomerCanAccess(db, viewer);
  if (keys.has('recommended_videos'))
    body.recommended_videos = await recommendedVideos(db, viewer, preferredFilterValues(user));
}

/** The customer's cart (CONTRACT §7), priced with the studio's settings. */
async function cartItemList(db: Db, user: UserRow, keys: Set<string>, style: Style) {
  const row = await findClientById(db, user.client_id);
  if (!row) return [];
  const client = { row, settings: await loadSettings(db, row) };
  const relations = new Set(
    [...keys].filter((key) => key.startsWith('cart_items.')).map((key) => key.slice(11)),
  );
  return cartItemsView(db, client, user.id, relations, style, copenhagenToday());
}
