/**
 * What a paid order gives (CONTRACT §7 "Applying a paid order", §9, §11): class passes,
 * memberships with their saved card, class series with their signups, and the gift-card spends
 * taken off the cards (a bought gift card is activated and delivered by commerce/gift-cards). Each function runs inside the fulfilment transaction,
 * under the lock of the order row (README.md), so it runs once per order.
 */
import { and, eq, sql } from 'drizzle-orm';
import { oreToDecimal, toOre } from '@studio/contract/money';
import {
  discountCodes,
  giftCards,
  membershipCampaigns,
  memberships,
  membershipTypePaymentOptions,
  noShowFees,
  paymentSubscriptions,
} from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { findClassPassTypes, insertClassPass } from '../../catalogue/public.ts';
import { createSeriesWithSignups } from '../../catalogue/public.ts';
import { firstPeriod, type MembershipTerms } from '../../catalogue/public.ts';
import type { OrderItemRow, OrderRow } from './queries.ts';
import type { SavedCard } from './payment-facts.ts';

/**
 * `count` class passes of the type (the class-pass-types rule: `valid_until` = today + `days`,
 * `classes_left` = `number_of_classes`); a multi-seat purchase buys several.
 */
export async function grantClassPasses(tx: Tx, order: OrderRow, item: OrderItemRow, today: string) {
  const [type] = await findClassPassTypes(tx, order.client_id, {
    ids: [item.item_id!],
    withArchived: true,
  });
  if (!type || !order.user_id) return;
  for (let i = 0; i < Math.max(1, item.count); i += 1)
    await insertClassPass(tx, type, order.user_id, today, order.id);
}

/**
 * The campaign a membership line was bought with (another studio's: none) and the terms of its
 * first period (membership-types `firstPeriod`): `paid_until`, and how many renewals stay at the
 * campaign's price (CONTRACT §8 `membership_campaign_number_of_reduced_payments_left`): every
 * campaign month when this payment was a stub of the month at a studio renewing on the 1st, else
 * the campaign's months − 1, this payment being the first of them.
 */
async function firstPeriodOf(
  tx: Tx,
  order: OrderRow,
  item: OrderItemRow,
  terms: Omit<MembershipTerms, 'campaign'>,
) {
  const [campaign] = item.membership_campaign_id
    ? await tx
        .select()
        .from(membershipCampaigns)
        .where(
          and(
            eq(membershipCampaigns.id, item.membership_campaign_id),
            eq(membershipCampaigns.client_id, order.client_id),
          ),
        )
    : [];
  const first = firstPeriod({
    ...terms,
    campaign: campaign
      ? {
          reducedPriceOre: toOre(campaign.reduced_price),
          months: campaign.number_of_months_at_reduced_price,
        }
      : null,
  });
  return {
    paid_until: first.paidUntil,
    membership_campaign_id: campaign?.id ?? null,
    membership_campaign_number_of_reduced_payments_left: first.campaignPaymentsLeft,
  };
}

/**
 * How many renewals the order's discount code still reduces (CONTRACT §8
 * `discount_code_number_of_reduced_payments_left`): a code limited to `number_of_payments`
 * payments counts this purchase as the first; an unlimited code (or none) gives null (every
 * renewal; renewals still check the code is valid for the membership type).
 */
async function discountPaymentsLeft(tx: Tx, clientId: number, codeId: number | null) {
  if (!codeId) return null;
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, codeId), eq(discountCodes.client_id, clientId)));
  if (!code?.applies_to_limited_number_of_payments) return null;
  return Math.max(0, code.number_of_payments - 1);
}

/**
 * A membership from today, with the saved card as its payment subscription, the campaign of its
 * line and the discount code of its order (`discountCodeId`, the order's `discount_code` line), so
 * renewals can apply them (CONTRACT §8; README.md beside this file).
 * @returns the membership id and the subscription id (null without a saved card).
 */
export async function grantMembership(
  tx: Tx,
  order: OrderRow,
  item: OrderItemRow,
  today: string,
  renewsOnFirst: boolean,
  savedCard: SavedCard | undefined,
  discountCodeId: number | null = null,
): Promise<{ membershipId: number; subscriptionId: number | null } | undefined> {
  if (!order.user_id || !item.item_id) return undefined;
  const [option] = item.payment_option_id
    ? await tx
        .select()
        .from(membershipTypePaymentOptions)
        .where(eq(membershipTypePaymentOptions.id, item.payment_option_id))
    : [];
  const period = await firstPeriodOf(tx, order, item, {
    today,
    renewsOnFirst,
    months: option?.number_of_months_payment_covers ?? 1,
    amountOre: option ? toOre(option.payment_amount) : 0,
  });
  const [membership] = await tx
    .insert(memberships)
    .values({
      client_id: order.client_id,
      user_id: order.user_id,
      membership_type_id: item.item_id,
      payment_option_id: item.payment_option_id,
      start_date: today,
      order_id: order.id,
      ...period,
      discount_code_id: discountCodeId,
      discount_code_number_of_reduced_payments_left: await discountPaymentsLeft(
        tx,
        order.client_id,
        discountCodeId,
      ),
    })
    .returning({ id: memberships.id });
  if (!savedCard) return { membershipId: membership!.id, subscriptionId: null };
  const [subscription] = await tx
    .insert(paymentSubscriptions)
    .values({
      client_id: order.client_id,
      membership_id: membership!.id,
      payment_service_provider: savedCard.provider,
      payment_provider_subscription_id: savedCard.handle,
      payment_provider_customer_id: savedCard.customerHandle ?? null,
      pay_type: savedCard.pay_type ?? null,
      card_last_4_digits: savedCard.card_last_4_digits ?? null,
      card_expiration: savedCard.card_expiration ?? null,
    })
    .returning({ id: paymentSubscriptions.id });
  return { membershipId: membership!.id, subscriptionId: subscription!.id };
}

/**
 * A class series of the type, signed up for each of its remaining studio classes: the
 * class-series-types writer without its buyability check (paid is paid; a class that filled up
 * since the cart was priced is skipped and stays on the series).
 */
export async function grantClassSeries(tx: Tx, order: OrderRow, item: OrderItemRow) {
  if (!order.user_id || !item.item_id) return;
  await createSeriesWithSignups(tx, order.client_id, order.user_id, item.item_id, order.id);
}

/**
 * Takes a `gift_card_spend` line off its card in one statement: `amount_left` goes down by the
 * line's amount, never below 0 (a card spent elsewhere meanwhile ends at 0).
 */
export async function spendGiftCard(tx: Tx, order: OrderRow, item: OrderItemRow) {
  if (!item.item_id) return;
  const spent = oreToDecimal(Math.abs(toOre(item.total_price)));
  await tx
    .update(giftCards)
    .set({
      amount_left: sql`greatest(${giftCards.amount_left} - ${spent}::numeric, 0)`,
      updatedAt: Date.now(),
    })
    .where(and(eq(giftCards.id, item.item_id), eq(giftCards.client_id, order.client_id)));
}

/** A pending no-show or late-cancel fee paid by this order's `no_show_fee` line (renewals). */
export async function markNoShowFeePaid(tx: Tx, order: OrderRow, item: OrderItemRow) {
  if (!item.item_id) return;
  await tx
    .update(noShowFees)
    .set({ paid_with_order_id: order.id, updatedAt: Date.now() })
    .where(and(eq(noShowFees.id, item.item_id), eq(noShowFees.client_id, order.client_id)));
}
