/**
 * The customer's memberships and class passes with the class types they cover, for the class
 * dialog's cost line (issue 15). GET /users/{id} with `populate[]` of
 * `memberships.membership_type.class_types` and `class_passes.class_pass_type.class_types`
 * (CONTRACT §3, style A: a type is its id, or the object when populated). Ended memberships and
 * archived passes do not pay for a class; a server that leaves a relation out reads as "none".
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { WireBool } from '@studio/contract/wire';
import { api } from '../../../shared/api/client.ts';
import type { AccessItem } from '../lib/booking-cost.ts';

const IdOrObject = z.union([z.number(), z.looseObject({ id: z.number() })]);
const TypeWithClasses = z.looseObject({
  name: z.string(),
  pass_type: z.optional(z.string()),
  class_types: z.optional(z.array(IdOrObject)),
});
const Access = z.looseObject({
  memberships: z.optional(
    z.array(
      z.looseObject({
        status: z.optional(z.string()),
        cancelled_from_date: z.optional(z.nullable(z.string())),
        membership_type: z.optional(z.nullable(z.union([z.number(), TypeWithClasses]))),
      }),
    ),
  ),
  class_passes: z.optional(
    z.array(
      z.looseObject({
        archived: z.optional(WireBool),
        classes_left: z.optional(z.nullable(z.number())),
        valid_until: z.optional(z.nullable(z.string())),
        class_pass_type: z.optional(z.nullable(z.union([z.number(), TypeWithClasses]))),
      }),
    ),
  ),
});

const populate = [
  'memberships',
  'memberships.membership_type',
  'memberships.membership_type.class_types',
  'class_passes',
  'class_passes.class_pass_type',
  'class_passes.class_pass_type.class_types',
];

/** The covered class type ids; `null` when the provider left `class_types` out. */
const ids = (types?: Array<number | { id: number }>) =>
  types ? types.map((type) => (typeof type === 'number' ? type : type.id)) : null;

/** The access items of user `userId`; refetched on each dialog (a booking changes passes). */
export const accessQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'access'],
    queryFn: async ({ signal }): Promise<AccessItem[]> => {
      const user = await api.get(`/users/${userId}`, Access, { query: { populate }, signal });
      const items: AccessItem[] = [];
      for (const m of user.memberships ?? []) {
        const type = m.membership_type;
        if (typeof type !== 'object' || !type) continue;
        if (m.status !== 'active' && m.status !== 'cancelled_running') continue;
        const validUntil =
          m.status === 'cancelled_running' ? (m.cancelled_from_date ?? null) : null;
        const until = validUntil ? previousDay(validUntil) : null;
        items.push({
          kind: 'membership',
          name: type.name,
          classTypes: ids(type.class_types),
          validUntil: until,
          classesLeft: null,
        });
      }
      for (const p of user.class_passes ?? []) {
        const type = p.class_pass_type;
        if (typeof type !== 'object' || !type || p.archived) continue;
        const unlimited = type.pass_type === 'unlimited';
        items.push({
          kind: 'pass',
          name: type.name,
          classTypes: ids(type.class_types),
          validUntil: p.valid_until ?? null,
          classesLeft: unlimited ? null : (p.classes_left ?? 0),
        });
      }
      return items;
    },
  });

/** The day before a `YYYY-MM-DD` date (a cancelled membership covers classes before that date). */
function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
