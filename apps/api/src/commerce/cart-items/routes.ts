/**
 * POST /cart-items, DELETE /cart-items/{id}, GET /cart-items and *(design)* GET /cart-items/priced
 * (CONTRACT §7). Customers only; `user` must be the caller (403 otherwise). Business refusals are
 * HTTP 200 `"E_…"` strings (§1.5); malformed input is a 400, and so are several seats at an
 * event where the studio sells one (`customer_can_buy_multiple_seats_for_event` off; localised).
 * Codes that name nothing are limited per customer and address (429, plugins/attempt-limits.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartItem,
  CartItemBody,
  CartItemIdParams,
  CartItemList,
  CartItemListQuery,
  CartItemQuery,
  PricedCart,
  PricedCartQuery,
  isOn,
} from '@studio/contract/cart';
import { answers } from '../../platform/http/answers.ts';
import { toKroner } from '@studio/contract/money';
import type { Texts } from '../../platform/i18n/locale.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { priceCart } from './price-cart.ts';
import { cartItemStyleA, cartItemsView } from './serialize.ts';
import { addToCart, removeCartItem } from './service.ts';

const CODE_TYPES = new Set(['discount_code', 'gift_card_spend']);

/** The answer to a typed code that names no discount code and no gift card (CONTRACT §7), as
 *  our JSON string or the reference's raw text (§1.5). */
const NO_SUCH_CODE = new Set(['"E_DISCOUNT_CODE_NOT_FOUND"', 'E_DISCOUNT_CODE_NOT_FOUND']);

/** The 400 of several seats at an event where the studio sells one per customer. */
const oneSeatOnly: Texts = {
  da: 'Du kan kun købe én plads til et event hos dette studie.',
  en: 'At this studio you can buy only one seat per event.',
  nb: 'Du kan bare kjøpe én plass på et arrangement hos dette studioet.',
};

/** What may be bought for an appointment and used at once (CONTRACT §12 payment options). */
const FOR_APPOINTMENT = new Set(['class_pass_type', 'membership_type']);

export const cartItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  // Guessing codes: only the codes that name nothing count, per customer and per address; past
  // the limit every code is refused with 429 until the window ends (plugins/attempt-limits.ts).
  const codeGuesses = app.limitMisses('code', {
    isAttempt: (request) =>
      CODE_TYPES.has((request.body as { item_type?: string } | undefined)?.item_type ?? ''),
    isMiss: (reply, payload) => reply.statusCode === 200 && NO_SUCH_CODE.has(String(payload)),
  });
  const post = {
    ...guard,
    ...codeGuesses,
    schema: {
      body: CartItemBody,
      querystring: CartItemQuery,
      // The first row made, or `OK` when nothing was (a code that was already in the cart).
      response: answers({ json: CartItem, ok: true, refusals: true, forbidden: true }),
    },
  };
  app.post('/cart-items', post, async (request, reply) => {
    const body = request.body;
    if (body.user !== request.user!.id) return reply.forbidden();
    if (CODE_TYPES.has(body.item_type) && !body.discount_code)
      return reply.badRequest('Missing discount_code');
    if (!CODE_TYPES.has(body.item_type) && !body.item_id)
      return reply.badRequest('Missing item_id');
    if (body.item_type === 'appointment' && !body.appointment_details)
      return reply.badRequest('Missing appointment_details');
    const use = body.use_immediately_after_purchase;
    if (use?.item_type === 'appointment' && !FOR_APPOINTMENT.has(body.item_type))
      return reply.badRequest('Only a class pass or membership type is used for an appointment');
    const settings = request.client.settings;
    if (
      body.item_type === 'event' &&
      (body.item_count ?? 1) > 1 &&
      settings.customer_can_buy_multiple_seats_for_event !== true
    )
      return reply.badRequest(oneSeatOnly[request.locale]);
    const outcome = await addToCart(app.db, {
      client: request.client,
      userId: body.user,
      body,
      destroyOthers: isOn(request.query.destroyOthers) || isOn(body.destroyOthers),
      today: copenhagenToday(),
    });
    if (!outcome.ok) return reply.refusal(outcome.code);
    return outcome.value === 'OK'
      ? reply.type('text/plain').send('OK')
      : cartItemStyleA(outcome.value);
  });

  const removed = answers({ ok: true, refusals: true, forbidden: true });
  const byId = {
    ...guard,
    schema: { params: CartItemIdParams, response: removed },
    attachValidation: true,
  };
  app.delete('/cart-items/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Cart item id must be a positive integer');
    const outcome = await removeCartItem(
      app.db,
      request.client,
      request.user!.id,
      request.params.id,
    );
    if (outcome === 'forbidden') return reply.forbidden();
    if (!outcome.ok) return reply.refusal(outcome.code);
    return reply.type('text/plain').send('OK');
  });

  const list = {
    ...guard,
    schema: {
      querystring: CartItemListQuery,
      response: answers({ json: CartItemList, forbidden: true }),
    },
  };
  app.get('/cart-items', list, async (request, reply) => {
    if (request.query.user !== request.user!.id) return reply.forbidden();
    const keys = new Set(readPopulate(request.query.populate));
    return cartItemsView(app.db, request.client, request.query.user, keys, 'A', copenhagenToday());
  });

  const priced = {
    ...guard,
    schema: {
      querystring: PricedCartQuery,
      response: answers({ json: PricedCart, forbidden: true }),
    },
  };
  app.get('/cart-items/priced', priced, async (request, reply) => {
    if (request.query.user !== request.user!.id) return reply.forbidden();
    const cart = await priceCart(app.db, request.client, request.query.user, copenhagenToday());
    return {
      rows: cart.rows.map((row) => ({
        cart_item_id: row.cartItemId,
        item_type: row.item_type,
        item_id: row.item_id,
        name: row.name,
        count: row.count,
        item_price: toKroner(row.itemPriceOre),
        total_price: toKroner(row.totalPriceOre),
        vat_amount: toKroner(row.vatOre),
        payment_option: row.payment_option_id,
        membership_campaign: row.membership_campaign_id,
      })),
      total: toKroner(cart.totalOre),
      vat_amount: toKroner(cart.vatOre),
      invalid_cart_item_ids: cart.invalidCartItemIds,
    };
  });
};
