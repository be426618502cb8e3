/**
 * What other modules use of membership types (CONTRACT §8): the routes, the wire builder (price
 * groups, purchase options), what the cart needs to sell and price one (seed 001 §5, §9: types,
 * payment options and campaigns, archived too on request), and the catalogue's shared readers of
 * class-type access and price-group links, and what a new membership charges now and next
 * (`first-period.ts`, shared by the cart and the order's grant).
 */
export { buildMembershipTypes, type CatalogueViewer } from './build.ts';
export { catalogueRelations, populateKeys } from './catalogue-relations.ts';
export { isEligibleForCampaign } from './eligibility.ts';
export {
  firstPeriod,
  paymentsAfterFirst,
  type FirstPeriod,
  type MembershipTerms,
  type Payment,
  type RenewalDiscount,
} from './first-period.ts';
export { defaultPaymentOptionId, membershipSaleBlock, membershipTypeForSale } from './for-sale.ts';
export {
  campaignsById,
  classTypesOf,
  findMembershipTypes,
  paymentOptionsOf,
  type CampaignRow,
  type PaymentOptionRow,
} from './queries.ts';
export { viewerOf } from './viewer.ts';
export { requestedCatalogueIds } from './catalogue-ids.ts';
