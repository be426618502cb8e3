/**
 * What a customer may buy to attend a class of a type (CONTRACT §9 POST
 * /class-types/{id}/purchase-options; seed 000 §2 and seed 001 §2 "Purchase access for class"):
 * - class pass types for sale that give the class type for the attendance (studio or livestream)
 *   and that the customer may still buy; fixed-count ones even when they hold fewer classes than
 *   the seats asked for (the client buys several);
 * - membership types for sale that give the class type, with a payment option for sale, that the
 *   customer does not already hold, whose maximum is not reached, and, for more than one seat,
 *   only when the studio lets customers reserve several seats. Options listed are those for sale.
 */
import type { Db } from '../../platform/db/connect.ts';
import { buildClassPassTypes, findClassPassTypes } from '../class-pass-types/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  buildMembershipTypes,
  classTypesOf,
  findMembershipTypes,
  type CatalogueViewer,
} from '../membership-types/public.ts';
import { findClassType } from './queries.ts';

export interface PurchaseOptionsRequest {
  classTypeId: number;
  livestream: boolean;
  seats: number;
}

/** @returns `{classPassTypes, membershipTypes}`, or undefined for an unknown class type. */
export async function purchaseOptions(
  db: Db,
  client: StudioClient,
  viewer: CatalogueViewer & { userId: number },
  req: PurchaseOptionsRequest,
) {
  const { clientId, userId } = viewer;
  if (!(await findClassType(db, clientId, req.classTypeId))) return undefined;
  const gives = async (kind: 'membership_type' | 'class_pass_type', ids: number[]) => {
    const links = await classTypesOf(db, clientId, kind, ids, req.livestream);
    return (id: number) => (links.get(id) ?? []).some((type) => type.id === req.classTypeId);
  };

  const passRows = (await findClassPassTypes(db, clientId, {})).filter((row) => row.for_sale);
  const passGives = await gives(
    'class_pass_type',
    passRows.map((row) => row.id),
  );
  const passes = await buildClassPassTypes(
    db,
    clientId,
    userId,
    passRows.filter((row) => passGives(row.id)),
    ['image', 'user_can_buy'],
  );

  const multiSeatOk =
    req.seats <= 1 || client.settings.customer_can_reserve_multiple_seats_for_class === true;
  const typeRows = multiSeatOk
    ? (await findMembershipTypes(db, clientId)).filter((row) => row.for_sale)
    : [];
  const typeGives = await gives(
    'membership_type',
    typeRows.map((row) => row.id),
  );
  const types = await buildMembershipTypes(
    db,
    viewer,
    typeRows.filter((row) => typeGives(row.id)),
    [
      'image',
      'payment_options',
      'active_campaign',
      'userIsEligibleForCampaign',
      'user_has_membership_type',
      'max_number_of_memberships_reached',
    ],
    { style: 'B', forSaleOptionsOnly: true },
  );
  return {
    classPassTypes: passes.filter((pass) => pass.user_can_buy === true),
    membershipTypes: types.filter(
      (type) =>
        !type.user_has_membership_type &&
        !type.max_number_of_memberships_reached &&
        (type.payment_options as unknown[]).length > 0,
    ),
  };
}
