/**
 * What other modules use of class series types (CONTRACT §9): the routes, the wire builder (price
 * groups), whether a customer may buy one and at what price now (the cart, in øre, batched), and
 * creating a series with its signups without a check (orders, after payment).
 */
export { buildSeriesTypes } from './build.ts';
export { findSeriesTypes } from './queries.ts';
export {
  classSeriesTypeBuyable,
  classSeriesTypesForCart,
  createSeriesWithSignups,
} from './service.ts';
