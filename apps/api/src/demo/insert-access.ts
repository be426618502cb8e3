/**
 * Gives the demo customers what their notes promise: a 10-class pass with 10 classes left, or an
 * active unlimited membership with two upcoming bookings (seed 000 §2 my profile), renewing with
 * a saved card on the built-in test provider (its handle pays; one containing `decline` would not).
 */
import type { Db } from '../platform/db/connect.ts';
import {
  classPasses,
  classSignups,
  memberships,
  paymentSubscriptions,
} from '../platform/db/schema.ts';
import { addDaysIso } from '../platform/lib/time.ts';
import type { Catalog } from './insert-catalog.ts';
import type { ScheduledClass } from './insert-schedule.ts';
import type { People } from './insert-people.ts';
import type { StudioSpec } from './spec.ts';

export async function insertAccess(
  db: Db,
  spec: StudioSpec,
  ctx: {
    clientId: number;
    people: People;
    catalog: Catalog;
    classes: ScheduledClass[];
    today: string;
  },
) {
  const { clientId: client_id, today } = ctx;
  for (const [index, customer] of spec.customers.entries()) {
    const user_id = ctx.people.customerIds[index]!;
    if (customer.holds === 'class_pass') {
      const start = addDaysIso(today, -3);
      await db.insert(classPasses).values({
        client_id,
        user_id,
        class_pass_type_id: ctx.catalog.passTypeIds[0]!,
        classes_left: 10,
        start_date: start,
        valid_until: addDaysIso(start, spec.passTypes[0]!.days),
      });
    }
    if (customer.holds === 'membership') {
      const type = ctx.catalog.membershipTypes[0]!;
      const [membership] = await db
        .insert(memberships)
        .values({
          client_id,
          user_id,
          membership_type_id: type.id,
          payment_option_id: type.optionIds[0] ?? null,
          start_date: addDaysIso(today, -45),
          paid_until: addDaysIso(today, 15),
        })
        .returning({ id: memberships.id });
      await db.insert(paymentSubscriptions).values({
        client_id,
        membership_id: membership!.id,
        payment_service_provider: 'test',
        payment_provider_subscription_id: `test_card_demo_${user_id}`,
        payment_provider_customer_id: `user-${user_id}`,
        pay_type: 'visa',
        card_prefix: '424242',
        card_last_4_digits: '4242',
        card_expiration: '12/30',
      });
      // Two classes ahead with free seats: the profile then shows upcoming bookings.
      const open = ctx.classes
        .filter((c) => c.date > today && !c.cancelled && c.booked < c.seats)
        .slice(1, 3);
      if (open.length)
        await db.insert(classSignups).values(
          open.map((c) => ({
            client_id,
            user_id,
            class_id: c.id,
            used_membership_id: membership!.id,
          })),
        );
    }
  }
}
