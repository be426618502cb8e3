/**
 * Reepay adapter (CONTRACT §7 Reepay) over its REST APIs (reepay-api.ts). Sessions come from the
 * Checkout API (`POST /v1/session/charge`: settle at once, `recurring` saves the card;
 * `POST /v1/session/recurring`: save a card only); the charge of an order is
 * `GET /v1/charge/{handle}` on the main API, where the handle is the order id (test mode:
 * `<orderId>_test<ms>`). Webhooks carry `signature` = hex HMAC-SHA256 of `timestamp + id` keyed
 * with the webhook secret; `invoice_settled` and `invoice_authorized` report a payment. Saved
 * cards' charges and refunds: reepay-off-session.ts.
 *
 * Wallets: every session names its `payment_methods`: `['card']`, or the card and the studio's
 * wallet (wallet.ts). A session that keeps the payment method (recurring sessions, and charge
 * sessions with `recurring: true`, which sign up and pay at once) offers the wallet's recurring
 * kind, `mobilepay_subscriptions` (saved as `ms_…`) or `vipps_recurring` (`vr_…`), which Reepay
 * charges later like a card; a plain charge offers `mobilepay` or `vipps`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ReepayError, reepayApi } from './reepay-api.ts';
import {
  chargeSavedReepayCard,
  failedStates,
  paidStates,
  refundReepayCharge,
  type ReepayCharge,
} from './reepay-off-session.ts';
import type { Wallet } from './wallet.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentAdapter,
  PaymentFacts,
  PaymentState,
  SaveCardRequest,
  SaveCardSession,
  WebhookReport,
} from './types.ts';

export interface ReepayConfig {
  privateKey: string;
  webhookSecret: string;
  /** Main API origin, `https://api.reepay.com` unless a stand-in is given. */
  apiUrl?: string;
  /** Checkout API origin, `https://checkout-api.reepay.com` unless a stand-in is given. */
  checkoutApiUrl?: string;
}

/** A saved card as Reepay reports it (`GET /v1/payment_method/{id}`). */
export interface ReepayCard {
  id: string;
  active: boolean;
  customer: string;
  pay_type?: string;
  card_prefix?: string;
  card_last_4_digits?: string;
  card_expiration?: string;
}

export interface ReepayAdapter extends PaymentAdapter {
  /** A saved card's facts, or null when Reepay does not know it. */
  readCard(id: string): Promise<ReepayCard | null>;
}

const locales: Record<string, string> = { da: 'da_DK', en: 'en_GB', nb: 'nb_NO' };

/** Reepay's method names of each wallet: for one charge, and for one it keeps for renewals. */
const walletMethods: Record<Wallet, { charge: string; recurring: string }> = {
  mobilepay: { charge: 'mobilepay', recurring: 'mobilepay_subscriptions' },
  vipps: { charge: 'vipps', recurring: 'vipps_recurring' },
};

/** A session's `payment_methods`: the card, and the wallet's kind when the studio has one. */
const paymentMethods = (wallet: Wallet | null, keeps: boolean) =>
  wallet ? ['card', walletMethods[wallet][keeps ? 'recurring' : 'charge']] : ['card'];

export function createReepayAdapter(config: ReepayConfig): ReepayAdapter {
  const api = (config.apiUrl ?? 'https://api.reepay.com').replace(/\/$/, '');
  const checkoutApi = (config.checkoutApiUrl ?? 'https://checkout-api.reepay.com').replace(
    /\/$/,
    '',
  );
  const reepay = reepayApi(config.privateKey);

  const session = async (path: string, body: unknown) => {
    const answer = await reepay.post<{ id: string; url: string }>(`${checkoutApi}${path}`, body);
    if (!answer?.id) throw new ReepayError(502, `Reepay ${path} answered no session`);
    return answer;
  };

  return {
    provider: 'reepay',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const handle = request.test
        ? `${request.orderId}_test${Date.now()}`
        : String(request.orderId);
      // The modal checkout needs no return urls; a separate window uses them when given.
      const common = {
        ...(request.successUrl && { accept_url: request.successUrl }),
        ...(request.cancelUrl && { cancel_url: request.cancelUrl }),
        locale: locales[request.locale] ?? 'da_DK',
      };
      if (request.amountOre === 0) {
        const recurring = await session('/v1/session/recurring', {
          ...common,
          payment_methods: paymentMethods(request.wallet, true),
          create_customer: { handle: request.customer.handle, email: request.customer.email },
        });
        return { kind: 'recurring', id: recurring.id, url: recurring.url, reference: handle };
      }
      const charge = await session('/v1/session/charge', {
        ...common,
        settle: true,
        recurring: request.saveCard,
        payment_methods: paymentMethods(request.wallet, request.saveCard),
        order: {
          handle,
          amount: request.amountOre,
          currency: request.currency,
          customer: {
            handle: request.customer.handle,
            email: request.customer.email,
            ...(request.customer.name && { first_name: request.customer.name }),
          },
        },
      });
      return { kind: 'charge', id: charge.id, url: charge.url, reference: handle };
    },

    async readPayment(handle: string): Promise<PaymentState> {
      const charge = await reepay.get<ReepayCharge>(
        `${api}/v1/charge/${encodeURIComponent(handle)}`,
      );
      if (!charge) return { paid: false, failed: false, facts: {} };
      const source = charge.source ?? {};
      const facts: PaymentFacts = {
        ...(charge.transaction && { transaction_id: charge.transaction }),
        ...cardFacts(source.card_type, source.masked_card, source.exp_date),
      };
      if (charge.recurring_payment_method) {
        facts.savedCard = {
          provider: 'reepay',
          handle: charge.recurring_payment_method,
          ...(charge.customer && { customerHandle: charge.customer }),
          ...(facts.pay_type && { pay_type: facts.pay_type }),
          ...(facts.card_last_4_digits && { card_last_4_digits: facts.card_last_4_digits }),
          ...(facts.card_expiration && { card_expiration: facts.card_expiration }),
        };
      }
      return {
        paid: paidStates.has(charge.state),
        failed: failedStates.has(charge.state),
        facts,
      };
    },

    verifyWebhook(rawBody): WebhookReport | null {
      if (!config.webhookSecret) return null;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { id, timestamp, signature, invoice, customer, event_type } = body;
      if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string')
        return null;
      const expected = createHmac('sha256', config.webhookSecret)
        .update(timestamp + id)
        .digest('hex');
      const given = Buffer.from(signature, 'utf8');
      if (
        given.length !== expected.length ||
        !timingSafeEqual(given, Buffer.from(expected, 'utf8'))
      )
        return null;
      if (
        (event_type === 'invoice_settled' || event_type === 'invoice_authorized') &&
        typeof invoice === 'string'
      )
        return {
          kind: 'payment',
          reference: invoice,
          ...(typeof customer === 'string' && { customer }),
        };
      return { kind: 'ignored' };
    },

    /**
     * A recurring (save card) session for our customer handle `user-<id>`: the existing Reepay
     * customer, or one made with the session (`create_customer`) when Reepay does not know it.
     */
    async createSaveCardSession(request: SaveCardRequest): Promise<SaveCardSession> {
      const { handle, email } = request.customer;
      const known = await reepay.get<{ handle: string }>(
        `${api}/v1/customer/${encodeURIComponent(handle)}`,
      );
      const recurring = await session('/v1/session/recurring', {
        ...(known ? { customer: handle } : { create_customer: { handle, email } }),
        payment_methods: paymentMethods(request.wallet, true),
        ...(request.successUrl && { accept_url: request.successUrl }),
        ...(request.cancelUrl && { cancel_url: request.cancelUrl }),
        locale: locales[request.locale] ?? 'da_DK',
      });
      return { id: recurring.id, url: recurring.url, customerHandle: handle };
    },

    chargeSavedCard: (request) => chargeSavedReepayCard(reepay, api, request),

    refund: (request) => refundReepayCharge(reepay, api, request),

    async readCard(id: string): Promise<ReepayCard | null> {
      const method = await reepay.get<ReepayPaymentMethod>(
        `${api}/v1/payment_method/${encodeURIComponent(id)}`,
      );
      if (!method) return null;
      return {
        id: method.id,
        active: method.state === 'active',
        customer: method.customer,
        ...cardFacts(method.card?.card_type, method.card?.masked_card, method.card?.exp_date),
      };
    },
  };
}

interface ReepayPaymentMethod {
  id: string;
  state: string;
  customer: string;
  card?: { card_type?: string; masked_card?: string; exp_date?: string };
}

/** Reepay's `visa`, `457110XXXXXX0000`, `12-27` → our order card fields (`12/27`). */
function cardFacts(cardType?: string, masked?: string, expDate?: string) {
  const digits = (masked ?? '').replace(/[^0-9X]/gi, '');
  return {
    ...(cardType && { pay_type: cardType }),
    ...(digits.length >= 10 && { card_prefix: digits.slice(0, 6) }),
    ...(digits.length >= 4 && { card_last_4_digits: digits.slice(-4) }),
    ...(expDate && { card_expiration: expDate.replace('-', '/') }),
  };
}
