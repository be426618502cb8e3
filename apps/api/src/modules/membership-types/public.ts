/**
 * What other modules use of membership types (CONTRACT §8): the routes, the wire builder (price
 * groups, purchase options), what the cart needs to sell one (seed 001 §5, §9), and the
 * catalogue's shared readers of class-type access and price-group links.
 */
export { membershipTypeRoutes } from './routes.ts';
export { buildMembershipTypes, type CatalogueViewer } from './build.ts';
export { isEligibleForCampaign } from './eligibility.ts';
export { membershipSaleBlock, membershipTypeForSale } from './for-sale.ts';
export { classTypesOf, findMembershipTypes, priceGroupsOf } from './queries.ts';
export { viewerOf } from './viewer.ts';
export { requestedCatalogueIds } from './catalogue-ids.ts';
