/**
 * Memberships on the wire (CONTRACT §8 Membership object): style B for GET /memberships
 * (`membership_type_id`, `payment_option_id` …), style A for GET /memberships/{id} and the user's
 * `memberships` populate (`membership_type`: the id, or the object when populated). Each relation
 * and computed key only when asked for with `populate[]` (a dotted key implies its parents, §1.6).
 * Kroner on the wire, øre inside. A fixed number of queries for any number of memberships.
 */
import { toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { addDaysIso } from '../../platform/lib/time.ts';
import { buildMembershipTypes, findMembershipTypes } from '../../catalogue/public.ts';
import { nextPaymentOf, type NextPaymentInput } from './next-payment.ts';
import { pausesOf, type MembershipRow, type PauseRow } from './queries.ts';
import {
  campaignsOf,
  discountCodesById,
  optionsById,
  subscriptionsOf,
  type DiscountCodeRow,
  type OptionRow,
} from './relations.ts';
import {
  cancelledFromIncludingPause,
  customerCanPause,
  membershipSettings,
  pauseNowAndNext,
  stopDate,
} from './rules.ts';
import { populateRelations } from './populate.ts';
import { baseFields, serializeCode, serializeOption, serializePause } from './serialize.ts';
import { cancellationWarning, statusText } from './texts.ts';

/** Who asks: the studio (its settings), the language of texts, and Copenhagen today. */
export interface MembershipView {
  clientId: number;
  settings: Record<string, unknown>;
  locale: Locale;
  today: string;
  style: 'A' | 'B';
}

/** The populate keys, each dotted key adding its parents (`a.b.c` → `a`, `a.b`, `a.b.c`). */
export function withParents(populate: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const key of populate) {
    const parts = key.split('.');
    for (let i = 1; i <= parts.length; i++) keys.add(parts.slice(0, i).join('.'));
  }
  return keys;
}

/** Whether the code still discounts this membership's renewals (active, for its type). */
function codeAppliesTo(
  code: DiscountCodeRow | undefined,
  m: MembershipRow,
): code is DiscountCodeRow {
  if (!code || code.archived || !code.active) return false;
  const validFor = code.valid_for_items;
  return (
    validFor.includes('membership_types') ||
    validFor.includes(`membership_type_${m.membership_type_id}`)
  );
}

/** The facts `nextPaymentOf` needs (CONTRACT §8 `next_payment`), from the rows around it. */
export function nextPaymentInput(
  m: MembershipRow,
  option: OptionRow | undefined,
  campaignReducedOre: number | null,
  code: DiscountCodeRow | undefined,
  pauses: PauseRow[],
): NextPaymentInput {
  const usable = codeAppliesTo(code, m);
  return {
    status: m.status,
    paid_until: m.paid_until,
    cancelled_from_date: m.cancelled_from_date,
    payment_amount_ore: option ? toOre(option.payment_amount) : 0,
    number_of_months: option?.number_of_months_payment_covers ?? 1,
    campaign_reduced_price_ore: campaignReducedOre,
    membership_campaign_number_of_reduced_payments_left:
      m.membership_campaign_number_of_reduced_payments_left,
    discount: usable
      ? {
          ...(code.type === 'discount_percent'
            ? { percent: Number(code.discount_percent) }
            : { amount_ore: toOre(code.discount_amount) }),
          payments_left: m.discount_code_number_of_reduced_payments_left,
        }
      : null,
    pauses,
  };
}

/**
 * Builds the wire objects of `rows` in their order.
 * @param populate the `populate[]` keys (relations and computed fields of CONTRACT §8)
 */
export async function buildMemberships(
  db: Db | Tx,
  view: MembershipView,
  rows: MembershipRow[],
  populate: Iterable<string>,
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const keys = withParents(populate);
  const { clientId, today, locale } = view;
  const ids = rows.map((m) => m.id);
  const [options, campaigns, codes, pauses, cards] = await Promise.all([
    optionsById(
      db,
      clientId,
      rows.map((m) => m.payment_option_id),
    ),
    campaignsOf(
      db,
      clientId,
      rows.map((m) => m.membership_campaign_id),
    ),
    discountCodesById(
      db,
      clientId,
      rows.map((m) => m.discount_code_id),
    ),
    pausesOf(db, ids),
    subscriptionsOf(db, clientId, ids),
  ]);
  const typeRows = keys.has('membership_type')
    ? await findMembershipTypes(
        db as Db,
        clientId,
        [...new Set(rows.map((m) => m.membership_type_id))],
        {
          withArchived: true,
        },
      )
    : [];
  const typeKeys = [...keys]
    .filter((k) => k.startsWith('membership_type.'))
    .map((k) => k.slice(16));
  const types = await buildMembershipTypes(
    db as Db,
    { clientId, locale, userId: null, today },
    typeRows,
    typeKeys,
    { style: 'A' },
  );
  const typeById = new Map(types.map((type) => [type.id as number, type]));
  const addRelations = await populateRelations(db, clientId, rows, keys);
  const settings = membershipSettings(view.settings);

  return rows.map((m) => {
    const out: Record<string, unknown> = baseFields(m, view.style);
    const option = m.payment_option_id ? options.get(m.payment_option_id) : undefined;
    const campaign = m.membership_campaign_id ? campaigns.get(m.membership_campaign_id) : undefined;
    const code = m.discount_code_id ? codes.get(m.discount_code_id) : undefined;
    const own = pauses.filter((p) => p.membership_id === m.id);
    const input = nextPaymentInput(
      m,
      option,
      campaign ? toOre(campaign.reduced_price) : null,
      code,
      own,
    );
    const next = nextPaymentOf(input, today);
    const { current, upcoming } = pauseNowAndNext(own, today);
    const endsFrom = cancelledFromIncludingPause(m, current ?? upcoming);
    const hasCard = (cards.get(m.id) ?? []).some((card) => card.status === 'active');

    if (keys.has('payment_option')) out.payment_option = option ? serializeOption(option) : null;
    if (keys.has('membership_type'))
      out.membership_type = typeById.get(m.membership_type_id) ?? null;
    if (keys.has('membership_campaign'))
      out.membership_campaign = campaign
        ? {
            ...campaign,
            client: campaign.client_id,
            reduced_price: toOre(campaign.reduced_price) / 100,
          }
        : null;
    if (keys.has('discount_code')) out.discount_code = code ? serializeCode(code) : null;
    if (keys.has('membership_pauses')) out.membership_pauses = own.map(serializePause);
    if (keys.has('next_payment'))
      out.next_payment = next && { date: next.date, amount: next.amountOre / 100 };
    if (keys.has('current_or_upcoming_membership_pause'))
      out.current_or_upcoming_membership_pause =
        (current ?? upcoming) && serializePause((current ?? upcoming)!);
    if (keys.has('current_membership_pause'))
      out.current_membership_pause = current && serializePause(current);
    if (keys.has('upcoming_membership_pause'))
      out.upcoming_membership_pause = upcoming && serializePause(upcoming);
    if (keys.has('customer_can_pause_membership'))
      out.customer_can_pause_membership = customerCanPause(settings, own, today);
    if (keys.has('cancelled_from_date_including_membership_pause'))
      out.cancelled_from_date_including_membership_pause = endsFrom;
    // Always sent, as the contract's Membership object shows it (no populate key needed).
    out.status_text = statusText(
      {
        status: m.status,
        renewal_failed: m.renewal_failed,
        endsFrom,
        current,
        upcoming,
        hasCard,
        paymentDue:
          !current &&
          next !== null &&
          next.date !== null &&
          next.date <= today &&
          m.paid_until < today,
      },
      locale,
    );
    out.customer_cancellation_warning = warningOf(m, input, option, locale, today);
    addRelations(out, m);
    return out;
  });
}

/**
 * The warning before a stop: for an active membership, what a stop today would give; for a
 * stopped one, what it gives now; nothing for an ended one.
 */
function warningOf(
  m: MembershipRow,
  input: NextPaymentInput,
  option: OptionRow | undefined,
  locale: Locale,
  today: string,
): string {
  if (m.status === 'ended') return '';
  const from =
    m.status === 'active'
      ? stopDate(m.paid_until, option?.number_of_months_payment_covers ?? 1)
      : (m.cancelled_from_date ?? addDaysIso(m.paid_until, 1));
  const next = nextPaymentOf(
    { ...input, status: 'cancelled_running', cancelled_from_date: from },
    today,
  );
  const payment = next?.date ? { date: next.date, amountOre: next.amountOre } : null;
  return cancellationWarning(addDaysIso(from, -1), payment, locale);
}
