/**
 * Test kit for renewals: the payment provider stand-in keeping charges by idempotency key
 * (`payments/charge-spy.ts`), and memberships with a saved card as fulfilment leaves them (type,
 * payment option, campaign, discount code). Used by tests only.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/connect.ts';
import {
  discountCodes,
  membershipCampaigns,
  memberships,
  membershipTypePaymentOptions,
  membershipTypes,
  paymentSubscriptions,
} from '../../src/platform/db/schema.ts';
import { chargeSpy } from '../payments/charge-spy.ts';
import type { RenewalDeps } from '../../src/commerce/renewals/renew.ts';

/**
 * The provider stand-in (`payments/charge-spy.ts`: one charge per idempotency key, a `…decline…`
 * card declined) with `paidByMembership(id)`, the money taken for one membership (keys
 * `membership-<id>-…`), and the run's `deps`.
 */
export function spyProvider() {
  const spy = chargeSpy();
  return Object.assign(spy, {
    paidByMembership: (id: number) => spy.paidWithKey(`membership-${id}`),
    deps: { adapterOf: () => spy.adapter } as RenewalDeps,
  });
}

export interface MembershipSetup {
  /** Kroner per payment. */
  price: number;
  months?: number;
  start_date: string;
  paid_until: string;
  campaign?: { reduced_price: number; months: number; left: number };
  discount?: { percent: number; number_of_payments: number; left: number | null };
  /** The saved card's handle (`…decline…` declines); null = no saved card. */
  card?: string | null;
  status?: string;
  cancelled_from_date?: string | null;
}

const one = <T>(rows: T[]) => rows[0]!;

/** A membership of `userId` with its type, payment option, campaign, discount code and card. */
export async function membershipWithCard(
  db: Db,
  clientId: number,
  userId: number,
  setup: MembershipSetup,
) {
  const type = one(
    await db.insert(membershipTypes).values({ client_id: clientId, name: 'Yoga' }).returning(),
  );
  const option = one(
    await db
      .insert(membershipTypePaymentOptions)
      .values({
        client_id: clientId,
        membership_type_id: type.id,
        name: `${setup.months ?? 1} month`,
        number_of_months_payment_covers: setup.months ?? 1,
        payment_amount: setup.price.toFixed(2),
      })
      .returning(),
  );
  const campaign = setup.campaign
    ? one(
        await db
          .insert(membershipCampaigns)
          .values({
            client_id: clientId,
            membership_type_id: type.id,
            name: 'Intro',
            number_of_months_at_reduced_price: setup.campaign.months,
            reduced_price: setup.campaign.reduced_price.toFixed(2),
          })
          .returning(),
      )
    : undefined;
  const code = setup.discount
    ? one(
        await db
          .insert(discountCodes)
          .values({
            client_id: clientId,
            name: `CODE${type.id}`,
            type: 'discount_percent',
            discount_percent: setup.discount.percent.toFixed(2),
            valid_for_items: ['membership_types'],
            applies_to_limited_number_of_payments: setup.discount.left !== null,
            number_of_payments: setup.discount.number_of_payments,
          })
          .returning(),
      )
    : undefined;
  const membership = one(
    await db
      .insert(memberships)
      .values({
        client_id: clientId,
        user_id: userId,
        membership_type_id: type.id,
        payment_option_id: option.id,
        start_date: setup.start_date,
        paid_until: setup.paid_until,
        status: setup.status ?? 'active',
        cancelled_from_date: setup.cancelled_from_date ?? null,
        membership_campaign_id: campaign?.id ?? null,
        membership_campaign_number_of_reduced_payments_left: setup.campaign?.left ?? 0,
        discount_code_id: code?.id ?? null,
        discount_code_number_of_reduced_payments_left: setup.discount?.left ?? null,
      })
      .returning(),
  );
  const card = setup.card === undefined ? 'test_card_good' : setup.card;
  if (card)
    await db.insert(paymentSubscriptions).values({
      client_id: clientId,
      membership_id: membership.id,
      payment_service_provider: 'test',
      payment_provider_subscription_id: card,
      pay_type: 'visa',
      card_last_4_digits: '4242',
    });
  return membership;
}

/** The membership row as it is now. */
export async function membershipNow(db: Db, id: number) {
  return one(await db.select().from(memberships).where(eq(memberships.id, id)));
}
