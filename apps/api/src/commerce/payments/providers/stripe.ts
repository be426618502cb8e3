/**
 * Stripe adapter (CONTRACT §7 Stripe, design): Stripe Checkout, the hosted page with redirect,
 * through the official SDK. Orders pay in `payment` mode; an order with a membership also saves
 * the card for our own renewals (`payment_intent_data.setup_future_usage: off_session` with a
 * Stripe customer), and a membership order of total 0 opens a `setup` mode session (card only,
 * `customer_creation: always`). Renewals are charged by our server, not by Stripe subscriptions,
 * so `subscription` mode is not used. Webhooks: `checkout.session.completed` and
 * `checkout.session.async_payment_succeeded`, verified with `stripe.webhooks.constructEvent` on
 * the raw body. Saved cards' charges and refunds: stripe-off-session.ts.
 *
 * Wallets: `allowed_payment_method_types` is `['card', 'mobilepay']` or `['card', 'vipps']` when
 * the studio offers one (wallet.ts), else `['card']`; a session that keeps the card for renewals
 * (`setup_future_usage`, `setup` mode) is card only: the SDK's Checkout types allow MobilePay no
 * `setup_future_usage` but `none`, and name no Vipps options at all (v23: `vipps` passes as a
 * plain string, Stripe decides whether the account may take it).
 */
import Stripe from 'stripe';
import { chargeSavedStripeCard, refundStripePayment } from './stripe-off-session.ts';
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

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (`http://127.0.0.1:4321`): tests point the SDK at a local stand-in. */
  apiUrl?: string;
}

const stripeLocales = new Set(['da', 'en', 'nb']);

/** Stripe's page language: ours where Stripe has it, else Stripe picks from the browser. */
const stripeLocale = (locale: string) => (stripeLocales.has(locale) ? locale : 'auto') as 'auto';

type MethodType = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/** The page's payment methods: the wallet next to the card unless the card is kept. */
const methodTypes = (wallet: Wallet | null, keepsCard: boolean): MethodType[] =>
  wallet && !keepsCard ? ['card', wallet] : ['card'];

export function createStripeAdapter(config: StripeConfig): PaymentAdapter {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  return {
    provider: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const common = {
        client_reference_id: String(request.orderId),
        metadata: { order_id: String(request.orderId) },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        customer_email: request.customer.email,
        locale: stripeLocale(request.locale),
        allowed_payment_method_types: methodTypes(
          request.wallet,
          request.saveCard || request.amountOre === 0,
        ),
      };
      const session =
        request.amountOre === 0
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'setup',
              currency: request.currency.toLowerCase(),
              // Without a Stripe customer the saved card could not be charged a second time.
              customer_creation: 'always',
            })
          : await stripe.checkout.sessions.create(
              {
                ...common,
                mode: 'payment',
                // One line with the order total: the order's own lines (discounts and gift cards
                // are negative) are summed on our side, Stripe accepts no negative line.
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: request.currency.toLowerCase(),
                      unit_amount: request.amountOre,
                      product_data: { name: summary(request) },
                    },
                  },
                ],
                ...(request.saveCard && {
                  customer_creation: 'always' as const,
                  payment_intent_data: { setup_future_usage: 'off_session' as const },
                }),
              },
              { idempotencyKey: `order-${request.orderId}-checkout-${request.amountOre}` },
            );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without url');
      return { kind: 'hosted', id: session.id, url: session.url, reference: session.id };
    },

    async readPayment(reference: string): Promise<PaymentState> {
      const session = await stripe.checkout.sessions.retrieve(reference, {
        expand: ['payment_intent.payment_method', 'setup_intent.payment_method'],
      });
      const complete = session.status === 'complete';
      const paid =
        complete &&
        (session.payment_status === 'paid' ||
          (session.mode === 'setup' && session.payment_status === 'no_payment_required'));
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const method = (intent?.payment_method ?? setup?.payment_method) || null;
      const customer =
        typeof session.customer === 'string'
          ? session.customer
          : (session.customer?.id ?? undefined);
      const facts: PaymentFacts = intent ? { transaction_id: intent.id } : {};
      if (method && typeof method === 'object' && method.card) {
        const card = method.card;
        Object.assign(facts, {
          pay_type: card.brand,
          card_last_4_digits: card.last4,
          card_expiration: expiry(card.exp_month, card.exp_year),
        });
        const keepsCard =
          session.mode === 'setup' || Boolean(customer && intent?.setup_future_usage);
        if (keepsCard) {
          facts.savedCard = {
            provider: 'stripe',
            handle: method.id,
            ...(customer && { customerHandle: customer }),
            pay_type: card.brand,
            card_last_4_digits: card.last4,
            card_expiration: expiry(card.exp_month, card.exp_year),
          };
        }
      }
      return { paid, failed: session.status === 'expired', facts };
    },

    verifyWebhook(rawBody, headers): WebhookReport | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !config.webhookSecret) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        return null;
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const session = event.data.object;
        const orderId = Number(session.client_reference_id);
        return {
          kind: 'payment',
          reference: session.id,
          ...(Number.isSafeInteger(orderId) && orderId > 0 && { orderId }),
        };
      }
      return { kind: 'ignored' };
    },

    /**
     * A `setup` mode session for the customer's Stripe customer (`cus_…`); with our own handle
     * instead (no saved Stripe card yet), a Stripe customer is made first, so the card can be
     * charged off-session later. The owner travels in the session's metadata (`membership_id` or
     * `event_signup_id`).
     */
    async createSaveCardSession(request: SaveCardRequest): Promise<SaveCardSession> {
      const customer = request.customer.handle.startsWith('cus_')
        ? request.customer.handle
        : (
            await stripe.customers.create({
              email: request.customer.email,
              ...(request.customer.name && { name: request.customer.name }),
              metadata: { customer_handle: request.customer.handle },
            })
          ).id;
      const owner = request.owner;
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: request.currency.toLowerCase(),
        customer,
        ...(owner && {
          client_reference_id: `${owner.kind.replace('_', '-')}-${owner.id}`,
          metadata: { [`${owner.kind}_id`]: String(owner.id) },
          setup_intent_data: { metadata: { [`${owner.kind}_id`]: String(owner.id) } },
        }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: stripeLocale(request.locale),
        allowed_payment_method_types: methodTypes(request.wallet, true),
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without url');
      return { id: session.id, url: session.url, customerHandle: customer };
    },

    chargeSavedCard: (request) => chargeSavedStripeCard(stripe, request),

    refund: (request) => refundStripePayment(stripe, request),
  };
}

/** `MM/YY` from Stripe's month and four-digit year. */
const expiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The product name on Stripe's page: the first line's name, `+ n` when there are more. */
function summary(request: CheckoutRequest): string {
  const names = request.lines.filter((line) => line.unitOre > 0).map((line) => line.name);
  const first = names[0] ?? `Order ${request.orderId}`;
  return names.length > 1 ? `${first} + ${names.length - 1}` : first;
}
