/**
 * The card change of a membership or an event signup (the card's `CardOwner`; CONTRACT §7 Reepay
 * `create-recurring-session`, `attach-card-to-membership`, `attach-card-to-event-signup`; Stripe
 * `create-checkout-setup-session-for-{membership,event-signup}`,
 * `process-{membership,event-signup}-payment-method-update-if-completed`; the test provider's
 * twins; README.md "Card change"). Whatever the provider, a saved card ends the same way: the
 * owner's active cards are `stopped` and one active `payment_subscriptions` row holds the new
 * card (`replaceCard`, under the owner's row lock). The routes check that the owner is the
 * caller's (403) before anything here runs.
 */
import type { PaymentProvider } from '@studio/contract/payments';
import type { Db } from '../../platform/db/connect.ts';
import type { ReepayAdapter } from './providers/reepay.ts';
import type { CardOwner, PaymentAdapter, SavedCard } from './providers/types.ts';
import { walletOf } from './providers/wallet.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  activeCardOf,
  pendingSessionOf,
  recordPendingSession,
  replaceCard,
  settlePendingSession,
} from './card-queries.ts';
import { customerHandle } from './service.ts';

interface Customer {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
}

export interface SetupSessionInput {
  studio: StudioClient;
  user: Customer;
  owner: CardOwner;
  provider: Exclude<PaymentProvider, 'reepay'>;
  adapter: PaymentAdapter;
  successUrl: string;
  cancelUrl: string;
  locale: string;
}

/**
 * Opens the provider's save-card page for the owner and answers its url. Stripe: a `setup` mode
 * session for the Stripe customer of the owner's current Stripe card (a new Stripe customer when
 * it has none), remembered as the owner's pending marker so the return page
 * can read it back. Test provider: its own card page, which saves the card itself.
 */
export async function startSetupSession(db: Db, input: SetupSessionInput): Promise<string> {
  const current = await activeCardOf(db, input.owner);
  const stripeCustomer =
    input.provider === 'stripe' &&
    current?.payment_service_provider === 'stripe' &&
    current.payment_provider_customer_id?.startsWith('cus_')
      ? current.payment_provider_customer_id
      : undefined;
  const session = await input.adapter.createSaveCardSession({
    customer: {
      handle: stripeCustomer ?? customerHandle(input.user.id),
      email: input.user.email,
      name: [input.user.first_name, input.user.last_name].filter(Boolean).join(' '),
    },
    owner: input.owner,
    currency: String(input.studio.settings.currency || 'DKK'),
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    locale: input.locale,
    wallet: walletOf(input.studio.row.country, input.studio.settings),
  });
  if (input.provider === 'stripe')
    await recordPendingSession(db, {
      clientId: input.studio.row.id,
      owner: input.owner,
      provider: 'stripe',
      sessionId: session.id,
      customerHandle: session.customerHandle,
    });
  return session.url;
}

export type CardProcessed = 'replaced' | 'already' | 'unpaid' | 'failed';

/**
 * Reads the owner's latest open Stripe setup session back from Stripe (never trusting the
 * caller): completed with a card → that card replaces the owner's card (once, however often
 * it is asked); expired → the session is ended, nothing else changes; still open (the customer
 * cancelled or has not finished) → nothing changes.
 */
export async function processSetupSession(
  db: Db,
  adapter: PaymentAdapter,
  owner: CardOwner,
): Promise<CardProcessed> {
  const pending = await pendingSessionOf(db, owner, adapter.provider);
  if (!pending) return 'already';
  const state = await adapter.readPayment(pending.payment_provider_subscription_id);
  const card = state.facts.savedCard;
  if (state.paid && card) return settlePendingSession(db, pending, card);
  if (state.failed) {
    await settlePendingSession(db, pending, null);
    return 'failed';
  }
  return 'unpaid';
}

/**
 * Reepay's modal saved a card (`cardId`, `ca_…`): it becomes the owner's card when Reepay
 * says it is active and the caller's (customer handle `user-<id>`); otherwise `not-mine` and
 * nothing changes.
 */
export async function attachReepayCard(
  db: Db,
  adapter: ReepayAdapter,
  target: { clientId: number; userId: number; owner: CardOwner },
  cardId: string,
): Promise<'replaced' | 'already' | 'not-mine'> {
  const card = await adapter.readCard(cardId);
  if (!card?.active || card.customer !== customerHandle(target.userId)) return 'not-mine';
  const { id, customer, active: _active, ...facts } = card;
  return replaceCard(db, target.clientId, target.owner, {
    provider: 'reepay',
    handle: id,
    customerHandle: customer,
    ...facts,
  });
}

/** The test provider's card page saved `card` for the owner. */
export function saveTestCard(db: Db, clientId: number, owner: CardOwner, card: SavedCard) {
  return replaceCard(db, clientId, owner, card);
}
