/**
 * Payment rules (CONTRACT §7 "Checkout result statuses", Reepay, Stripe; §11): turning the cart
 * into an order and opening the provider's page, and applying a payment whatever reports it (the
 * return page, a webhook, the Reepay modal's accept). Orders are made and fulfilled only through
 * the orders module (`createOrderFromCart`, `fulfilOrder`, `markPaymentFailed`,
 * `createGiftCardOrder`); `fulfilOrder` locks the order row, so a payment reported several times,
 * also at the same moment on several API processes, is applied once (README.md).
 */
import { toOre } from '@studio/contract/money';
import {
  ORDER_ID_PLACEHOLDER,
  type GiftCardPurchaseBody,
  type PaymentProvider,
} from '@studio/contract/payments';
import type { Db } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentAdapter,
  PaymentFacts,
} from './providers/types.ts';
import { walletOf } from './providers/wallet.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  createGiftCardOrder,
  createOrderFromCart,
  fulfilOrder,
  markPaymentFailed,
  serializeOrder,
  type Fulfilment,
  type OrderWithItems,
} from '../orders/public.ts';
import { orderById, orderOfStudio, setPaymentReference, type PaymentOrder } from './queries.ts';
import { refundOrder, refundOrderById } from './refund.ts';

/**
 * Order lines whose later payments are ours to charge, so checkout keeps the card: a membership
 * (renewals) and the first installment of an event paid in installments (the later ones).
 */
const KEEPS_CARD = new Set(['membership_type', 'event_first_installment']);

/** True when one of the order's lines needs the card kept (`KEEPS_CARD`). */
export const keepsCard = (lines: { item_type: string }[]) =>
  lines.some((line) => KEEPS_CARD.has(line.item_type));

/** The Reepay customer handle of a user (one Reepay account per studio). */
export const customerHandle = (userId: number) => `user-${userId}`;

/** The Reepay customer handle an order was paid as: the user's, or the gift card buyer's. */
export const customerHandleOfOrder = (order: { id: number; user_id: number | null }) =>
  order.user_id ? customerHandle(order.user_id) : giftCustomerHandle(order.id);

const giftCustomerHandle = (orderId: number) => `gift-order-${orderId}`;

/** The return url with the order id in place of `{orderId}`. */
export const withOrderId = (url: string, orderId: number) =>
  url.split(ORDER_ID_PLACEHOLDER).join(String(orderId));

interface Buyer {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
}

export interface CheckoutInput {
  studio: StudioClient;
  user: Buyer;
  provider: PaymentProvider;
  adapter: PaymentAdapter;
  /** Absent for Reepay (modal checkout). */
  successUrl?: string;
  cancelUrl?: string;
  locale: string;
}

type OrderAnswer = ReturnType<typeof serializeOrder>;

/** The answers of `…/create-order-and-matching-session-type` (CONTRACT §7 table). */
export type CheckoutAnswer =
  | { status: 'ORDER_SETTLED'; order: OrderAnswer }
  | { status: 'CHARGE_SESSION_CREATED'; chargeSession: { id: string; url: string } }
  | {
      status: 'RECURRING_SESSION_CREATED';
      recurringSession: { id: string; url: string };
      order: OrderAnswer;
    }
  | { status: 'CHECKOUT_SESSION_CREATED'; order: OrderAnswer; url: string };

/**
 * Makes an order of the caller's cart and opens its payment. Total 0 and nothing recurring: the
 * order is applied at once (`ORDER_SETTLED`). A membership or an event's first installment in the
 * order makes the session save the card (`KEEPS_CARD`); such an order of total 0 opens a
 * save-card session. Refusals
 * `E_INVALID_CART_ITEM`, `E_CART_IS_EMPTY` come from the orders module.
 */
export async function startCheckout(
  db: Db,
  input: CheckoutInput,
): Promise<Outcome<CheckoutAnswer>> {
  const created = await createOrderFromCart(db, input.studio, input.user.id, input.provider);
  if (!created.ok) return created;
  const order = created.value;
  const amountOre = toOre(order.total);
  const saveCard = keepsCard(order.items);
  if (amountOre === 0 && !saveCard) {
    // Nothing was paid: a refusal (another order took the last use meanwhile) is recorded at once.
    if ((await fulfilOrder(db, order.id, {})) === 'refused') {
      await refundOrderById(db, input.adapter, input.studio.row.id, order.id);
      return refuse('E_INVALID_CART_ITEM');
    }
    return ok({ status: 'ORDER_SETTLED', order: await orderAnswer(db, input.studio, order) });
  }
  const session = await openPayment(db, input.adapter, input.studio, order, {
    saveCard,
    customer: {
      handle: customerHandle(input.user.id),
      email: input.user.email,
      name: [input.user.first_name, input.user.last_name].filter(Boolean).join(' '),
    },
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    locale: input.locale,
  });
  return ok(
    sessionAnswer(
      session,
      serializeOrder({ ...order, payment_provider_order_id: session.reference }),
    ),
  );
}

/** What a payment page needs besides the order: who pays, where to return, what to keep. */
interface PaymentPage {
  saveCard: boolean;
  customer: CheckoutRequest['customer'];
  /** `{orderId}` is filled in here; absent for Reepay (modal checkout). */
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  locale: string;
}

/**
 * Opens the provider's payment page for an order and records its reference on the order: the
 * order's total and lines in øre, the studio's currency and its wallet (`walletOf`: MobilePay in
 * Denmark, Vipps in Norway, by setting).
 */
async function openPayment(
  db: Db,
  adapter: PaymentAdapter,
  studio: StudioClient,
  order: OrderWithItems,
  page: PaymentPage,
): Promise<CheckoutSession> {
  const session = await adapter.createCheckout({
    orderId: order.id,
    amountOre: toOre(order.total),
    currency: String(studio.settings.currency || 'DKK'),
    lines: order.items.map((item) => ({
      name: item.name,
      count: item.count,
      unitOre: toOre(item.item_price),
    })),
    saveCard: page.saveCard,
    customer: page.customer,
    successUrl: page.successUrl ? withOrderId(page.successUrl, order.id) : '',
    cancelUrl: page.cancelUrl ?? '',
    locale: page.locale,
    test: order.test,
    wallet: walletOf(studio.row.country, studio.settings),
  });
  await setPaymentReference(db, order.id, session.reference);
  return session;
}

function sessionAnswer(session: CheckoutSession, order: OrderAnswer): CheckoutAnswer {
  const page = { id: session.id, url: session.url };
  if (session.kind === 'charge') return { status: 'CHARGE_SESSION_CREATED', chargeSession: page };
  if (session.kind === 'recurring')
    return { status: 'RECURRING_SESSION_CREATED', recurringSession: page, order };
  return { status: 'CHECKOUT_SESSION_CREATED', order, url: session.url };
}

async function orderAnswer(db: Db, studio: StudioClient, order: PaymentOrder) {
  return serializeOrder((await orderOfStudio(db, studio.row.id, order.id)) ?? order);
}

export interface GiftCardInput {
  studio: StudioClient;
  adapter: PaymentAdapter;
  body: GiftCardPurchaseBody;
  successUrl?: string;
  cancelUrl?: string;
  locale: string;
}

/**
 * The public gift card purchase (CONTRACT §11): an unpaid order with an unactivated gift card,
 * and its payment page. Refusal `giftCardAmountTooSmall` (param `amount`) from the orders module.
 */
export async function startGiftCardCheckout(
  db: Db,
  input: GiftCardInput,
): Promise<Outcome<{ session: CheckoutSession; orderId: number }>> {
  const created = await createGiftCardOrder(db, input.studio, input.body);
  if (!created.ok) return created;
  const order = created.value;
  const session = await openPayment(db, input.adapter, input.studio, order, {
    saveCard: false,
    customer: {
      handle: giftCustomerHandle(order.id),
      email: input.body.giver_email,
      name: input.body.giver_name,
    },
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    locale: input.locale,
  });
  return ok({ session, orderId: order.id });
}

export type Processed = Fulfilment | 'unpaid' | 'failed';

/**
 * Asks the provider about the order's payment and applies it when paid (idempotent: the orders
 * module applies an order once). A payment the provider reports failed marks the order failed. A
 * paid order whose lines can no longer be granted is refunded (`refund.ts`); a refund the
 * provider could not take now is left to the `refunds` job.
 */
export async function processOrderPayment(
  db: Db,
  adapter: PaymentAdapter,
  order: PaymentOrder,
): Promise<Processed> {
  if (order.fulfilled) return order.refused ? 'refused' : 'already';
  if (!order.payment_provider_order_id || order.payment_service_provider !== adapter.provider)
    return 'unpaid';
  const state = await adapter.readPayment(order.payment_provider_order_id);
  if (state.paid) return applyPayment(db, adapter, order.id, state.facts);
  if (state.failed) {
    await markPaymentFailed(db, order.id);
    return 'failed';
  }
  return 'unpaid';
}

/**
 * Applies a payment (read from the provider, or taken by our own page: test provider, Reepay
 * zero-total card attach); a refused order's money goes back through `adapter`.
 */
export async function applyPayment(
  db: Db,
  adapter: PaymentAdapter,
  orderId: number,
  facts: PaymentFacts,
): Promise<Fulfilment> {
  const result = await fulfilOrder(db, orderId, facts);
  if (result === 'refused') await refundSoon(db, adapter, orderId);
  return result;
}

/** Refunds now; a provider that cannot be reached leaves the order to the `refunds` job. */
async function refundSoon(db: Db, adapter: PaymentAdapter, orderId: number) {
  try {
    const order = await orderById(db, orderId);
    if (order) await refundOrder(db, adapter, order);
  } catch {
    // The order stays `refused` without `refunded`: the refunds job tries again.
  }
}

/** The customer declined on our own page: the order is failed, nothing is given. */
export async function declinePayment(db: Db, orderId: number) {
  await markPaymentFailed(db, orderId);
}
