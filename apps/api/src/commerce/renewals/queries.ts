/**
 * The SQL of renewals (README.md beside this file): the memberships worth a look, what a
 * membership's next payment is computed from (type, option, campaign, discount code, pauses, saved
 * card, pending fees), and the writes of a renewal run on the locked membership row. No HTTP here.
 */
import { and, asc, between, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  classes,
  classPasses,
  classSignups,
  classTypes,
  discountCodes,
  membershipCampaigns,
  membershipPauses,
  memberships,
  membershipTypePaymentOptions,
  membershipTypes,
  noShowFees,
  paymentSubscriptions,
  users,
} from '../../platform/db/schema.ts';
import type { MembershipRow } from '../memberships/public.ts';

/**
 * Memberships that may need the renewal run today (every studio): not archived, `active` or
 * `cancelled_running`, and paid_until before today, or a cancellation date that has come. The run
 * decides on the locked row (pauses, retries); this only keeps the list short.
 */
export function renewalCandidates(db: Db, today: string) {
  return db
    .select({ id: memberships.id, client_id: memberships.client_id })
    .from(memberships)
    .where(
      and(
        eq(memberships.archived, false),
        or(
          and(
            inArray(memberships.status, ['active', 'cancelled_running']),
            lt(memberships.paid_until, today),
          ),
          and(
            eq(memberships.status, 'cancelled_running'),
            lte(memberships.cancelled_from_date, today),
          ),
        ),
      ),
    )
    .orderBy(asc(memberships.id));
}

/** The membership type, payment option and campaign a renewal prices from (any may be gone). */
export async function pricingRows(tx: Tx, m: MembershipRow) {
  const [type] = await tx
    .select()
    .from(membershipTypes)
    .where(eq(membershipTypes.id, m.membership_type_id));
  const [option] = m.payment_option_id
    ? await tx
        .select()
        .from(membershipTypePaymentOptions)
        .where(eq(membershipTypePaymentOptions.id, m.payment_option_id))
    : [];
  const [campaign] = m.membership_campaign_id
    ? await tx
        .select()
        .from(membershipCampaigns)
        .where(eq(membershipCampaigns.id, m.membership_campaign_id))
    : [];
  const [code] = m.discount_code_id
    ? await tx
        .select()
        .from(discountCodes)
        .where(
          and(eq(discountCodes.id, m.discount_code_id), eq(discountCodes.client_id, m.client_id)),
        )
    : [];
  return { type, option, campaign, code };
}

/** The membership's non-archived pauses. */
export function pausesOfMembership(tx: Tx, membershipId: number) {
  return tx
    .select()
    .from(membershipPauses)
    .where(
      and(eq(membershipPauses.membership_id, membershipId), eq(membershipPauses.archived, false)),
    );
}

/** The active saved card paying the renewals (at most one, CONTRACT §8), or undefined. */
export async function activeSubscription(tx: Tx, membershipId: number) {
  const [row] = await tx
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.membership_id, membershipId),
        eq(paymentSubscriptions.status, 'active'),
        eq(paymentSubscriptions.archived, false),
      ),
    )
    .orderBy(asc(paymentSubscriptions.id));
  return row;
}

/** Fees on the membership not yet paid and not cancelled (archived), with their class. */
export function pendingFees(tx: Tx, membershipId: number) {
  return tx
    .select({
      id: noShowFees.id,
      amount: noShowFees.amount,
      reason: noShowFees.reason,
      date: classes.date,
      start_time: classes.start_time,
      class_type: classTypes.name,
    })
    .from(noShowFees)
    .leftJoin(classes, eq(classes.id, noShowFees.class_id))
    .leftJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .where(
      and(
        eq(noShowFees.membership_id, membershipId),
        eq(noShowFees.archived, false),
        isNull(noShowFees.paid_with_order_id),
      ),
    )
    .orderBy(asc(noShowFees.id));
}

/** Who gets the renewal mails. */
export async function customerOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

type MembershipChange = Partial<
  Pick<
    MembershipRow,
    | 'paid_until'
    | 'status'
    | 'ended_because'
    | 'renewal_failed'
    | 'renewal_failed_last_time_at'
    | 'automatic_payment_processing_started'
    | 'membership_campaign_number_of_reduced_payments_left'
    | 'discount_code_number_of_reduced_payments_left'
  >
>;

/** Writes a renewal's changes to the (locked) membership row. */
export async function changeMembership(tx: Tx | Db, id: number, values: MembershipChange) {
  await tx
    .update(memberships)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(memberships.id, id));
}

/** Marks the pauses a paid renewal stepped over as applied (they no longer push the date). */
export async function markPausesApplied(tx: Tx, ids: number[], now: number) {
  if (!ids.length) return;
  await tx
    .update(membershipPauses)
    .set({ is_applied_to_membership_at: now, updatedAt: now })
    .where(inArray(membershipPauses.id, ids));
}

/** The customer a studio's membership belongs to, or undefined (unknown, other studio, archived). */
export async function membershipOwner(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({ user_id: memberships.user_id })
    .from(memberships)
    .where(
      and(
        eq(memberships.id, id),
        eq(memberships.client_id, clientId),
        eq(memberships.archived, false),
      ),
    );
  return row?.user_id;
}

/**
 * Class signups of the studio that may be no-shows: not checked in, not cancelled, no fee decided
 * yet, in a non-cancelled class dated `from`..`to`. The caller checks the class has ended.
 */
export function possibleNoShows(db: Db, clientId: number, from: string, to: string) {
  return db
    .select({
      id: classSignups.id,
      user_id: classSignups.user_id,
      class_id: classSignups.class_id,
      used_membership_id: classSignups.used_membership_id,
      used_class_pass_id: classSignups.used_class_pass_id,
      class_pass_classes_spent: classSignups.class_pass_classes_spent,
      date: classes.date,
      end_time: classes.end_time,
    })
    .from(classSignups)
    .innerJoin(classes, eq(classes.id, classSignups.class_id))
    .where(
      and(
        eq(classSignups.client_id, clientId),
        eq(classSignups.archived, false),
        eq(classSignups.cancelled_at, 0),
        eq(classSignups.checked_in, 0),
        eq(classSignups.no_show_fee_applied, false),
        eq(classes.cancelled, false),
        eq(classes.archived, false),
        between(classes.date, from, to),
      ),
    )
    .orderBy(asc(classSignups.id));
}

/**
 * Marks the signup's no-show as decided, once: true only for the caller that flipped the flag
 * (a second runner, at the same moment on another process, gets false and adds nothing).
 */
export async function takeNoShow(tx: Tx, signupId: number): Promise<boolean> {
  const rows = await tx
    .update(classSignups)
    .set({ no_show_fee_applied: true, updatedAt: Date.now() })
    .where(and(eq(classSignups.id, signupId), eq(classSignups.no_show_fee_applied, false)))
    .returning({ id: classSignups.id });
  return rows.length > 0;
}

export async function insertFee(tx: Tx, values: typeof noShowFees.$inferInsert) {
  await tx.insert(noShowFees).values(values);
}

/** Moves an unlimited pass's `valid_until` `days` days earlier (the no-show consequence). */
export async function shortenPass(tx: Tx, passId: number, days: number) {
  await tx
    .update(classPasses)
    .set({ valid_until: sql`${classPasses.valid_until} - ${days}::int`, updatedAt: Date.now() })
    .where(eq(classPasses.id, passId));
}

/** The studios with classes dated `from`..`to` (where no-shows can be). */
export async function studiosWithClasses(db: Db, from: string, to: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ client_id: classes.client_id })
    .from(classes)
    .where(and(between(classes.date, from, to), eq(classes.archived, false)));
  return rows.map((row) => row.client_id);
}
