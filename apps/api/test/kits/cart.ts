/**
 * A studio with a small catalogue for the cart's tests: a membership type (1-month 499 kr and
 * 3-month 1200 kr options, 200 kr registration fee, a 99 kr campaign), a class pass type (1200 kr,
 * at most one per customer), a class series type (900 kr, classes in the future), a product (250 kr),
 * a 10 % discount code `SUMMER` and a gift card `GIFT-100` with 100 kr left; and the cart's calls
 * as a customer (`add`, `priced`).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PricedCart } from '@studio/contract/cart';
import { bookingFactory, type BookingFactory } from '../booking-factory.ts';
import { createTestApp } from '../create-test-app.ts';
import type { Db } from '../../src/platform/db/connect.ts';
import {
  classPassTypes,
  discountCodes,
  giftCards,
  membershipCampaigns,
  membershipTypePaymentOptions,
  membershipTypes,
  products,
} from '../../src/platform/db/schema.ts';

export async function cartStudio(settings: Record<string, unknown> = {}) {
  const t = await createTestApp();
  const kit = bookingFactory(t.app, t.db, t.make);
  return { ...t, kit, ...cartCalls(t.app), ...(await catalogue(t.db, kit, settings)) };
}

/** A customer as the cart's calls need them: their id and auth headers. */
export type Who = { id: number; headers: Record<string, string> };

/** The cart's calls as a customer: POST /cart-items (or `url`), and the priced cart, parsed. */
function cartCalls(app: FastifyInstance) {
  return {
    add: (who: Who, payload: Record<string, unknown>, url = '/cart-items') =>
      app.inject({
        method: 'POST',
        url,
        headers: who.headers,
        payload: { user: who.id, ...payload },
      }),
    priced: async (who: Who) =>
      PricedCart.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/cart-items/priced?user=${who.id}`,
            headers: who.headers,
          })
        ).json(),
      ),
  };
}

/** Another studio with the same catalogue, in the same database. */
export async function catalogue(
  db: Db,
  kit: BookingFactory,
  settings: Record<string, unknown> = {},
) {
  const studio = await kit.studio(settings);
  const client_id = studio.id;
  const [type] = await db
    .insert(membershipTypes)
    .values({ client_id, name: 'Unlimited', registration_fee: '200' })
    .returning();
  const [monthly, quarterly] = await db
    .insert(membershipTypePaymentOptions)
    .values([
      { client_id, membership_type_id: type!.id, name: '1 month', payment_amount: '499' },
      {
        client_id,
        membership_type_id: type!.id,
        name: '3 months',
        payment_amount: '1200',
        number_of_months_payment_covers: 3,
      },
    ])
    .returning();
  const [campaign] = await db
    .insert(membershipCampaigns)
    .values({ client_id, membership_type_id: type!.id, name: 'Intro', reduced_price: '99' })
    .returning();
  await db
    .update(membershipTypes)
    .set({ active_campaign_id: campaign!.id })
    .where(eq(membershipTypes.id, type!.id));
  const [passType] = await db
    .insert(classPassTypes)
    .values({
      client_id,
      name: '10 classes',
      pass_type: 'fixed_count',
      number_of_classes: 10,
      days: 365,
      price: '1200',
      limited_number_per_customer: true,
      max_number_per_customer: 1,
    })
    .returning();
  const cls = await kit.class(studio, { startsInMinutes: 3 * 24 * 60 });
  const seriesType = await kit.classSeries(client_id, [cls.id], false);
  const [product] = await db
    .insert(products)
    .values({ client_id, name: 'Yoga mat', price: '250' })
    .returning();
  const [code] = await db
    .insert(discountCodes)
    .values({
      client_id,
      name: 'SUMMER',
      type: 'discount_percent',
      discount_percent: '10',
      valid_for_items: ['class_pass_types', 'products', 'membership_types'],
    })
    .returning();
  const [card] = await db
    .insert(giftCards)
    .values({
      client_id,
      code: 'GIFT-100',
      giver_email: 'g@example.dk',
      giver_name: 'Giver',
      activated: true,
      valid_until: '2099-01-01',
      amount: '100',
      amount_left: '100',
    })
    .returning();
  return {
    studio,
    customer: () => kit.customer(client_id),
    membershipType: type!,
    monthly: monthly!,
    quarterly: quarterly!,
    campaign: campaign!,
    passType: passType!,
    seriesType,
    cls,
    product: product!,
    code: code!,
    card: card!,
  };
}

/** An activated gift card of the studio, 100 kr with 100 kr left, valid until 2099, with `values`. */
export async function giftCard(
  db: Db,
  clientId: number,
  values: Partial<typeof giftCards.$inferInsert> = {},
) {
  const [row] = await db
    .insert(giftCards)
    .values({
      client_id: clientId,
      giver_email: 'g@example.dk',
      giver_name: 'G',
      activated: true,
      amount: '100',
      amount_left: '100',
      valid_until: '2099-01-01',
      ...values,
    })
    .returning();
  return row!;
}
