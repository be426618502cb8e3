/**
 * Requests to the catalogue routes (CONTRACT §8 "Membership types", §9): ids, list filters,
 * `desiredItem`, purchase options and the free class pass and series bodies. Ids and counts are
 * parsed with the wire primitives, never coerced (wire.ts).
 */
import * as z from 'zod/mini';
import { MAX_SEATS_INPUT } from './class-signups.ts';
import { QueryList } from './class-query.ts';
import { Id, PopulateQuery, WireInt } from './wire.ts';

/** `{id}` of the single-object catalogue routes (membership, class pass and series types, products, class types). */
export const CatalogueIdParams = z.object({ id: Id });

/** `populate` only (GET /membership-types/{id}, /class-pass-types/{id}, /products/{id} …). */
export const PopulateOnlyQuery = z.looseObject({ populate: PopulateQuery });

/**
 * GET /membership-types, /class-pass-types, /class-series-types: `id` one or many (the answer is
 * an array all the same), `priceGroupName` (only the types shown in that group), `populate`.
 */
export const CatalogueListQuery = z.looseObject({
  id: z.optional(QueryList),
  priceGroupName: z.optional(z.string()),
  populate: PopulateQuery,
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuery>;

/** The item kinds `desiredItem=<kind>_<id>` names (CONTRACT §9 price groups). */
export const desiredItemKinds = [
  'class',
  'class_type',
  'membership_type',
  'class_pass_type',
  'class_series_type',
  'video',
] as const;
export type DesiredItemKind = (typeof desiredItemKinds)[number];

/**
 * GET /price-groups: `id` as one value answers one object, `populate` of `membership_types`,
 * `class_pass_types`, `class_series_types` (and their `image`), `desiredItem=<kind>_<id>`
 * (checked by the api: a malformed one is a 400 string).
 */
export const PriceGroupsQuery = z.looseObject({
  id: z.optional(QueryList),
  desiredItem: z.optional(z.string()),
  populate: PopulateQuery,
});

/**
 * POST /class-types/{id}/purchase-options body (CONTRACT §9): `user` must be the caller; a waiting
 * list counts as `class` (the api also accepts `class_waiting_list` for it).
 */
export const PurchaseOptionsBody = z.object({
  user: Id,
  attendanceType: z.enum(['class', 'class_livestream', 'class_waiting_list']),
  requiredNumberOfSeats: z.optional(WireInt(1, MAX_SEATS_INPUT)),
});
export type PurchaseOptionsBody = z.infer<typeof PurchaseOptionsBody>;

/** GET /class-passes: `user=<ownId>` or `id=<ownPassId>` (checked by the api: 400/403 strings). */
export const ClassPassesQuery = z.looseObject({
  user: z.optional(z.string()),
  id: z.optional(z.string()),
  populate: PopulateQuery,
});

/** POST /class-passes (CONTRACT §9): a free class pass for oneself. */
export const CreateClassPassBody = z.object({ user: Id, class_pass_type: Id });
export type CreateClassPassBody = z.infer<typeof CreateClassPassBody>;

/** GET /class-series: `user=<ownId>` (checked by the api). */
export const ClassSeriesQuery = z.looseObject({
  user: z.optional(z.string()),
  populate: PopulateQuery,
});

/** POST /class-series (CONTRACT §9): a free class series for oneself, with its signups. */
export const CreateClassSeriesBody = z.object({ user: Id, class_series_type: Id });
export type CreateClassSeriesBody = z.infer<typeof CreateClassSeriesBody>;
