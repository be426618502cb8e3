/**
 * One membership's renewal (README.md beside this file): claim, charge, record.
 *
 * 1. Claim (one transaction, membership row locked): end a stopped membership whose
 *    `cancelled_from_date` has come; otherwise check the next payment is due (and, for the
 *    automatic run, that the retry schedule allows a try), find or make the period's order and
 *    store the charge's idempotency key on it, and mark the membership
 *    `automatic_payment_processing_started`. A second runner waits on the lock, then sees the claim
 *    and leaves (`busy`).
 * 2. Charge the saved card through the studio's provider with the stored key, outside any
 *    transaction (a provider call never holds a database lock).
 * 3. Record (one transaction): paid → the order is fulfilled (invoice, receipt, fees paid),
 *    paid_until moves one period on, campaign and discount payments count down, failures reset;
 *    declined → `renewal_failed` + 1, its time, the failure mail. Either way the claim is cleared.
 *
 * A crash between 2 and 3 leaves the claim and the key: after `CLAIM_TTL_MS` the next run claims
 * again and re-sends the same key, and the provider answers the charge it already made.
 */
import { addMonths, format } from 'date-fns';
import { toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { chargeSavedCardOnce, paidFacts } from '../payments/public.ts';
import { retryDays } from '../orders/public.ts';
import type { PaymentAdapter, PaymentState } from '../payments/public.ts';
import {
  findClientById,
  loadSettings,
  mailLinkOrigin,
  type StudioClient,
  sendMail,
} from '../../studio/public.ts';
import { lockMembership, type MembershipRow } from '../memberships/public.ts';
import {
  recordRenewalDeclined,
  recordRenewalPaid,
  renewalOrderFor,
  startRenewalAttempt,
  type RenewalOrder,
} from '../orders/public.ts';
import { renewalPrice, type RenewalPrice } from './price.ts';
import { activeSubscription, changeMembership, customerOf, markPausesApplied } from './queries.ts';
import { failedPaymentMail } from './texts.ts';
import { customerLocale } from '../../platform/mail/customer-locale.ts';

/** A claim older than this belongs to a runner that died; the next run takes over. */
export const CLAIM_TTL_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export interface RenewalDeps {
  /** The studio's provider adapter; undefined = the studio takes no payments (nothing charged). */
  adapterOf: (studio: StudioClient) => PaymentAdapter | null | undefined;
}

export type RenewalResult =
  | 'paid'
  | 'declined'
  /** Nothing to pay yet (or no payment comes: ended, stopped, an open-ended pause). */
  | 'not_due'
  /** Another runner is charging it right now. */
  | 'busy'
  /** A stopped membership reached its cancelled_from_date and ended. */
  | 'ended'
  /** Failed before; the next automatic retry is not due yet. */
  | 'waiting'
  /** Every automatic retry failed: staff or the customer's retry decide. */
  | 'gave_up'
  | 'no_provider';

/**
 * When the automatic run may try a membership that failed `renewal_failed` times: the k-th retry
 * `days[k−1]` days after the last failure; 'gave_up' after the last retry failed.
 */
function nextTryAt(m: MembershipRow, days: number[]): number | 'gave_up' {
  if (m.renewal_failed === 0) return 0;
  const wait = days[m.renewal_failed - 1];
  if (wait === undefined) return 'gave_up';
  return m.renewal_failed_last_time_at + wait * DAY_MS;
}

/** The last day a period starting `start` covers: `months` calendar months on, minus a day. */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return addDaysIso(
    format(addMonths(new Date(y, m - 1, d), Math.max(1, months)), 'yyyy-MM-dd'),
    -1,
  );
}

async function studioById(tx: Tx, clientId: number): Promise<StudioClient | undefined> {
  const row = await findClientById(tx, clientId);
  return row && { row, settings: await loadSettings(tx, row) };
}

interface Claim {
  m: MembershipRow;
  studio: StudioClient;
  price: RenewalPrice;
  order: RenewalOrder;
  key: string;
  adapter: PaymentAdapter;
  card: NonNullable<Awaited<ReturnType<typeof activeSubscription>>> | undefined;
}

type ClaimAnswer = { result: RenewalResult } | { claim: Claim };

async function claimRenewal(
  tx: Tx,
  deps: RenewalDeps,
  ids: { clientId: number; membershipId: number },
  now: number,
  manual: boolean,
): Promise<ClaimAnswer> {
  const m = await lockMembership(tx, ids.clientId, ids.membershipId);
  if (!m || m.archived) return { result: 'not_due' };
  const today = copenhagenToday(new Date(now));
  if (m.status === 'cancelled_running' && m.cancelled_from_date && m.cancelled_from_date <= today) {
    await changeMembership(tx, m.id, { status: 'ended', ended_because: 'cancelled' });
    return { result: 'ended' };
  }
  const started = m.automatic_payment_processing_started;
  if (started && now - started < CLAIM_TTL_MS) return { result: 'busy' };
  const studio = await studioById(tx, m.client_id);
  if (!studio) return { result: 'not_due' };
  const price = await renewalPrice(tx, m, today, studio.settings.locale);
  if (!price?.date || price.date > today) return { result: 'not_due' };
  if (!manual) {
    const at = nextTryAt(m, retryDays(studio.settings.membership_renewal_retry_days));
    if (at === 'gave_up') return { result: 'gave_up' };
    if (now < at) return { result: 'waiting' };
  }
  const adapter = deps.adapterOf(studio);
  if (!adapter) return { result: 'no_provider' };
  const card = await activeSubscription(tx, m.id);
  const order = await renewalOrderFor(tx, {
    clientId: m.client_id,
    userId: m.user_id,
    membershipId: m.id,
    periodStart: price.date,
    provider: adapter.provider,
    paymentSubscriptionId: card?.id ?? null,
    lines: price.lines,
  });
  const key = await startRenewalAttempt(tx, order);
  await changeMembership(tx, m.id, { automatic_payment_processing_started: now });
  return { claim: { m, studio, price, order, key, adapter, card } };
}

/** Charges the claimed period's order; no saved card is a decline without a provider call. */
function charge(claim: Claim): Promise<PaymentState> {
  return chargeSavedCardOnce(claim.adapter, claim.card, {
    amountOre: toOre(claim.order.total),
    currency: String(claim.studio.settings.currency || 'DKK'),
    idempotencyKey: claim.key,
    description:
      `${claim.price.lines[0]?.name ?? ''} ${claim.order.renewal_period_start ?? ''}`.trim(),
  });
}

async function recordPaid(tx: Tx, claim: Claim, state: PaymentState, now: number) {
  const { m, price } = claim;
  const periodStart = claim.order.renewal_period_start ?? price.date ?? m.paid_until;
  await recordRenewalPaid(tx, claim.order.id, paidFacts(state, claim.card));
  const discountLeft = m.discount_code_number_of_reduced_payments_left;
  await changeMembership(tx, m.id, {
    paid_until: periodEnd(periodStart, price.months),
    renewal_failed: 0,
    automatic_payment_processing_started: 0,
    membership_campaign_number_of_reduced_payments_left: price.campaignPayment
      ? Math.max(0, m.membership_campaign_number_of_reduced_payments_left - 1)
      : m.membership_campaign_number_of_reduced_payments_left,
    discount_code_number_of_reduced_payments_left:
      price.discountPayment && discountLeft !== null ? Math.max(0, discountLeft - 1) : discountLeft,
  });
  const stepped = price.pendingPauses.filter((p) => p.start_date <= periodStart).map((p) => p.id);
  await markPausesApplied(tx, stepped, now);
}

async function recordDeclined(tx: Tx, claim: Claim, now: number, manual: boolean) {
  const { m, studio } = claim;
  await recordRenewalDeclined(tx, claim.order.id, now);
  // The customer's own retry first gives back the failure it retries (CONTRACT §8).
  const failed = manual ? Math.max(1, m.renewal_failed) : m.renewal_failed + 1;
  await changeMembership(tx, m.id, {
    renewal_failed: failed,
    renewal_failed_last_time_at: now,
    automatic_payment_processing_started: 0,
  });
  if (manual) return; // the customer is looking at the answer
  const customer = await customerOf(tx, m.user_id);
  if (!customer?.email) return;
  const wait = retryDays(studio.settings.membership_renewal_retry_days)[failed - 1];
  // In the customer's language, else the studio's (issue 26).
  const locale = customerLocale(customer.locale, studio.settings.locale);
  await sendMail(tx, m.client_id, {
    locale,
    ...failedPaymentMail({
      locale,
      to: customer.email,
      name: customer.first_name,
      studio: studio.row.name,
      membership: claim.price.lines[0]?.name ?? '',
      amountOre: toOre(claim.order.total),
      nextTry: wait === undefined ? null : copenhagenToday(new Date(now + wait * DAY_MS)),
      link: `${mailLinkOrigin(studio)}/membership/${m.id}`,
    }),
  });
}

/**
 * Renews one membership if it is due (steps in the file comment). `manual`: the customer's retry
 * (CONTRACT §8), which ignores the retry schedule and sends no mail. `now` in ms.
 * @throws what the provider or the database throws; the claim is then released, and the key stays
 *   on the order for the next run.
 */
export async function renewMembership(
  db: Db,
  deps: RenewalDeps,
  ids: { clientId: number; membershipId: number },
  options: { manual: boolean; now?: number },
): Promise<RenewalResult> {
  const now = options.now ?? Date.now();
  const answer = await db.transaction((tx) => claimRenewal(tx, deps, ids, now, options.manual));
  if ('result' in answer) return answer.result;
  const claim = answer.claim;
  try {
    const state = await charge(claim);
    return await db.transaction(async (tx) => {
      await lockMembership(tx, ids.clientId, ids.membershipId);
      if (state.paid) {
        await recordPaid(tx, claim, state, now);
        return 'paid';
      }
      await recordDeclined(tx, claim, now, options.manual);
      return 'declined';
    });
  } catch (error) {
    await changeMembership(db, claim.m.id, { automatic_payment_processing_started: 0 }).catch(
      () => undefined,
    );
    throw error;
  }
}
