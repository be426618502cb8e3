/**
 * Membership types as the wire shows them (CONTRACT §8): style B for GET /membership-types
 * (`image_id`, `active_campaign_id`), style A for GET /membership-types/{id} (`image` the id or the
 * object), each relation and computed field only when asked for. Kroner on the wire; øre inside.
 * A fixed number of queries for any number of types.
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { catalogueRelations, populateKeys } from './catalogue-relations.ts';
import { eligibleByHistory } from './eligibility.ts';
import {
  campaignsById,
  membershipCounts,
  paymentOptionsOf,
  userMembershipsOf,
  type CampaignRow,
  type MembershipTypeRow,
  type PaymentOptionRow,
} from './queries.ts';
import { optionTexts } from './texts.ts';

/** Who asks, and in which language and on which Copenhagen day (`today` `YYYY-MM-DD`). */
export interface CatalogueViewer {
  clientId: number;
  locale: Locale;
  userId: number | null;
  today: string;
}

/** A campaign on the wire (kroner). */
export const serializeCampaign = (row: CampaignRow) => ({
  id: row.id,
  name: row.name,
  membership_type: row.membership_type_id,
  number_of_months_at_reduced_price: row.number_of_months_at_reduced_price,
  reduced_price: toOre(row.reduced_price) / 100,
  min_number_of_months_since_customer_last_had_membership_type:
    row.min_number_of_months_since_customer_last_had_membership_type,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  archived: row.archived,
});

function serializeOption(row: PaymentOptionRow) {
  return {
    id: row.id,
    membership_type: row.membership_type_id,
    name: row.name,
    number_of_months_payment_covers: row.number_of_months_payment_covers,
    payment_amount: toOre(row.payment_amount) / 100,
    for_sale: row.for_sale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
  };
}

/**
 * Builds the wire objects of `rows` in their order.
 * @param populate the `populate[]` keys; dotted keys (`payment_options.membershipCount`) imply their parent
 * @param options `style` A or B (CONTRACT §1.7); `forSaleOptionsOnly` keeps only buyable options
 */
export async function buildMembershipTypes(
  db: Db,
  viewer: CatalogueViewer,
  rows: MembershipTypeRow[],
  populate: string[],
  options: { style: 'A' | 'B'; forSaleOptionsOnly?: boolean },
): Promise<Record<string, unknown>[]> {
  const keys = populateKeys(populate);
  const ids = rows.map((row) => row.id);
  const { clientId } = viewer;
  const wantsAny = (...names: string[]) => names.some((name) => keys.has(name));

  const campaigns = await campaignsById(
    db,
    clientId,
    rows.flatMap((row) => (row.active_campaign_id ? [row.active_campaign_id] : [])),
  );
  const campaignOf = (row: MembershipTypeRow) => {
    const campaign = row.active_campaign_id ? campaigns.get(row.active_campaign_id) : undefined;
    return campaign && campaign.membership_type_id === row.id ? campaign : null;
  };
  const held = viewer.userId ? await userMembershipsOf(db, clientId, viewer.userId, ids) : [];
  const counts = wantsAny(
    'membershipCount',
    'max_number_of_memberships_reached',
    'payment_options.membershipCount',
  )
    ? await membershipCounts(db, clientId, ids)
    : null;
  const optionRows = keys.has('payment_options') ? await paymentOptionsOf(db, clientId, ids) : [];
  const setRelations = await catalogueRelations(db, clientId, 'membership_type', rows, keys);

  return rows.map((row) => {
    const campaign = campaignOf(row);
    const mine = held.filter((m) => m.membership_type_id === row.id);
    const eligible =
      viewer.userId !== null &&
      campaign !== null &&
      eligibleByHistory(
        mine.map((m) => m.paid_until),
        viewer.today,
        campaign.min_number_of_months_since_customer_last_had_membership_type,
      );
    const { client_id, image_id, active_campaign_id, registration_fee, ...rest } = row;
    const out: Record<string, unknown> = {
      ...rest,
      client: client_id,
      registration_fee: toOre(registration_fee) / 100,
      max_number_of_memberships: row.has_max_number_of_memberships
        ? row.max_number_of_memberships
        : null,
      active_campaign_id: campaign ? active_campaign_id : null,
    };
    if (options.style === 'B') out.image_id = image_id;
    else out.image = image_id;
    if (options.style === 'A') out.active_campaign = campaign ? campaign.id : null;
    if (keys.has('active_campaign')) out.active_campaign = campaign && serializeCampaign(campaign);
    setRelations(out, row);

    const count = counts?.byType.get(row.id) ?? 0;
    if (keys.has('membershipCount')) out.membershipCount = count;
    if (keys.has('max_number_of_memberships_reached'))
      out.max_number_of_memberships_reached =
        row.has_max_number_of_memberships && count >= row.max_number_of_memberships;
    if (keys.has('userIsEligibleForCampaign')) out.userIsEligibleForCampaign = eligible;
    const current = mine.find((m) => m.status !== 'ended');
    if (wantsAny('user_has_membership_type', 'user_membership_id')) {
      out.user_has_membership_type = Boolean(current);
      out.user_membership_id = current?.id ?? null;
    }
    if (keys.has('payment_options')) {
      // Anonymous visitors see the campaign wording (CONTRACT §8).
      const showCampaign = viewer.userId === null || eligible;
      out.payment_options = optionRows
        .filter(
          (o) => o.membership_type_id === row.id && (!options.forSaleOptionsOnly || o.for_sale),
        )
        .map((o) => ({
          ...serializeOption(o),
          ...optionTexts(
            viewer.locale,
            {
              name: o.name,
              months: o.number_of_months_payment_covers,
              amountOre: toOre(o.payment_amount),
            },
            campaign && {
              name: campaign.name,
              months: campaign.number_of_months_at_reduced_price,
              reducedOre: toOre(campaign.reduced_price),
            },
            showCampaign,
          ),
          ...(keys.has('payment_options.membershipCount')
            ? { membershipCount: counts?.byOption.get(o.id) ?? 0 }
            : {}),
        }));
    }
    return out;
  });
}
