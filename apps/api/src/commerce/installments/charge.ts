/**
 * One later installment of an event signup (README.md beside this file): claim, charge, record.
 *
 * 1. Claim (one transaction, signup row locked): the oldest unpaid installment dated today or
 *    earlier (Copenhagen) of a live signup (installments enabled, not archived, event neither
 *    archived nor cancelled); for the job, the retry schedule must allow a try. Its order is found
 *    or made (one per installment), the charge's idempotency key stored on it, and the signup
 *    marked `installment_payment_processing_started`. A second runner waits on the lock, then
 *    sees the claim and leaves (`busy`).
 * 2. Charge the signup's active saved card with the stored key, outside any transaction.
 * 3. Record (one transaction, signup locked again): paid → the order is fulfilled (the
 *    installment paid, invoice number, receipt mail), failures reset when nothing due is left
 *    unpaid; declined → the order marked failed, failures + 1, their time, the failure mail.
 *    Either way the claim is cleared.
 */
import { toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import { chargeSavedCardOnce, paidFacts } from '../payments/public.ts';
import type { PaymentAdapter, PaymentState } from '../payments/public.ts';
import {
  findClientById,
  loadSettings,
  mailLinkOrigin,
  type StudioClient,
  sendMail,
} from '../../studio/public.ts';
import {
  activeSignupCard,
  fulfilOrder,
  installmentOrder,
  markPaymentFailed,
} from '../orders/public.ts';
import {
  changeSignup,
  customerOf,
  dueInstallments,
  eventOfSignup,
  lockInstallmentSignup,
  storeAttemptKey,
  type InstallmentRow,
  type InstallmentSignupRow,
} from './queries.ts';
import { installmentAttemptKey, nextTryDate } from './schedule.ts';
import { declinedInstallmentMail } from './texts.ts';

/** A claim older than this belongs to a runner that died; the next run takes over. */
export const CLAIM_TTL_MS = 15 * 60_000;

export interface InstallmentDeps {
  /** The studio's provider adapter; null = the studio takes no payments (nothing charged). */
  adapterOf: (studio: StudioClient) => PaymentAdapter | null | undefined;
}

export type InstallmentResult =
  | 'paid'
  | 'declined'
  /** Nothing unpaid is due (or the signup, its event or its plan is gone). */
  | 'not_due'
  /** Another runner is charging the signup right now. */
  | 'busy'
  /** Failed before; the next automatic retry is not due yet. */
  | 'waiting'
  /** Every automatic retry failed: the customer's retry (or staff) decides. */
  | 'gave_up'
  | 'no_provider';

/** `manual`: the customer's retry (no schedule, no mail). `now` ms, `today` Copenhagen date. */
export interface ChargeClock {
  manual: boolean;
  now: number;
  today: string;
}

interface Claim {
  signup: InstallmentSignupRow;
  installment: InstallmentRow;
  eventName: string;
  studio: StudioClient;
  order: InstallmentOrder;
  key: string;
  adapter: PaymentAdapter;
  card: Awaited<ReturnType<typeof activeSignupCard>>;
}

type InstallmentOrder = Awaited<ReturnType<typeof installmentOrder>>;

type ClaimAnswer = { result: InstallmentResult } | { claim: Claim };

async function studioById(tx: Tx, clientId: number): Promise<StudioClient | undefined> {
  const row = await findClientById(tx, clientId);
  return row && { row, settings: await loadSettings(tx, row) };
}

async function claimInstallment(
  tx: Tx,
  deps: InstallmentDeps,
  ids: { clientId: number; signupId: number },
  clock: ChargeClock,
): Promise<ClaimAnswer> {
  const signup = await lockInstallmentSignup(tx, ids.clientId, ids.signupId);
  if (!signup || signup.archived || !signup.installment_payments_enabled)
    return { result: 'not_due' };
  const event = await eventOfSignup(tx, signup.event_id);
  if (!event || event.archived || event.cancelled) return { result: 'not_due' };
  const started = signup.installment_payment_processing_started;
  if (started && Math.abs(clock.now - started) < CLAIM_TTL_MS) return { result: 'busy' };
  const [installment] = await dueInstallments(tx, signup.id, clock.today);
  const studio = installment && (await studioById(tx, signup.client_id));
  if (!installment || !studio) return { result: 'not_due' };
  if (!clock.manual) {
    const at = nextTryDate(signup, studio.settings.membership_renewal_retry_days);
    if (at === 'gave_up') return { result: 'gave_up' };
    if (clock.today < at) return { result: 'waiting' };
  }
  const adapter = deps.adapterOf(studio);
  if (!adapter) return { result: 'no_provider' };
  const order = await installmentOrder(tx, installment.id);
  // Paid but not recorded on the installment: nothing to charge (never charge twice).
  if (order.fulfilled) return { result: 'not_due' };
  const key = installmentAttemptKey(order, installment.id);
  if (key !== order.idempotency_key || order.payment_failed)
    await storeAttemptKey(tx, order.id, key);
  await changeSignup(tx, signup.id, { installment_payment_processing_started: clock.now });
  const card = await activeSignupCard(tx, signup.id);
  return {
    claim: { signup, installment, eventName: event.name, studio, order, key, adapter, card },
  };
}

/** Charges the claimed installment's order; no usable saved card is a decline without a call. */
function charge(claim: Claim): Promise<PaymentState> {
  const { card, adapter } = claim;
  const sameProvider = card?.payment_service_provider === adapter.provider;
  return chargeSavedCardOnce(adapter, sameProvider ? card : undefined, {
    amountOre: toOre(claim.order.total),
    currency: String(claim.studio.settings.currency || 'DKK'),
    idempotencyKey: claim.key,
    description: `${claim.eventName} ${claim.installment.date}`,
  });
}

async function recordPaid(tx: Tx, claim: Claim, state: PaymentState, clock: ChargeClock) {
  await fulfilOrder(tx, claim.order.id, paidFacts(state, claim.card));
  const left = await dueInstallments(tx, claim.signup.id, clock.today);
  const unpaid = left.filter((row) => row.id !== claim.installment.id);
  await changeSignup(tx, claim.signup.id, {
    installment_payment_processing_started: 0,
    ...(unpaid.length === 0 && { installment_payment_failed_number_of_times: 0 }),
  });
}

async function recordDeclined(tx: Tx, claim: Claim, clock: ChargeClock) {
  const { signup, studio } = claim;
  await markPaymentFailed(tx, claim.order.id);
  const before = signup.installment_payment_failed_number_of_times;
  // The customer's own retry gives back the failure it retries (as the membership retry does).
  const failed = clock.manual ? Math.max(1, before) : before + 1;
  const changed = {
    installment_payment_failed_number_of_times: failed,
    installment_payment_failed_last_time_at: clock.now,
  };
  await changeSignup(tx, signup.id, { ...changed, installment_payment_processing_started: 0 });
  if (clock.manual) return; // the customer is looking at the answer
  const customer = await customerOf(tx, signup.user_id);
  if (!customer?.email) return;
  const next = nextTryDate(
    { ...signup, ...changed },
    studio.settings.membership_renewal_retry_days,
  );
  await sendMail(
    tx,
    signup.client_id,
    declinedInstallmentMail({
      locale: toLocale(studio.settings.locale),
      to: customer.email,
      name: customer.first_name,
      studio: studio.row.name,
      event: claim.eventName,
      amountOre: toOre(claim.order.total),
      due: claim.installment.date,
      nextTry: next === 'gave_up' ? null : next,
      link: `${mailLinkOrigin(studio)}/event-signup-installments/${signup.id}`,
    }),
  );
}

/**
 * Charges the signup's oldest due unpaid installment, if any (steps in the file comment).
 * @throws what the provider or the database throws; the claim is then released and the key
 *   stays on the order, so the next run sends the same key.
 */
export async function chargeNextInstallment(
  db: Db,
  deps: InstallmentDeps,
  ids: { clientId: number; signupId: number },
  clock: ChargeClock,
): Promise<InstallmentResult> {
  const answer = await db.transaction((tx) => claimInstallment(tx, deps, ids, clock));
  if ('result' in answer) return answer.result;
  const claim = answer.claim;
  try {
    const state = await charge(claim);
    return await db.transaction(async (tx) => {
      await lockInstallmentSignup(tx, ids.clientId, ids.signupId);
      if (state.paid) {
        await recordPaid(tx, claim, state, clock);
        return 'paid';
      }
      await recordDeclined(tx, claim, clock);
      return 'declined';
    });
  } catch (error) {
    await changeSignup(db, claim.signup.id, { installment_payment_processing_started: 0 }).catch(
      () => undefined,
    );
    throw error;
  }
}
