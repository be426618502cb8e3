/**
 * What other modules use of class pass types and class passes (CONTRACT §9): the routes, the wire
 * builder (price groups, purchase options), whether a customer may buy a type (the cart), and
 * writing a pass (orders, after payment).
 */
export { buildClassPassTypes } from './build.ts';
export { findClassPassTypes, insertClassPass } from './queries.ts';
export { classPassTypesForCart } from './service.ts';
