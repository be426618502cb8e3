/**
 * What other modules use of the cart (CONTRACT §7): pricing it for an order (`priceCart`, integer
 * øre, see ./README.md), pricing an order's lines again at payment (`priceCartInDetail` with
 * rows, orders `recheck.ts`), the users' `cart_items` populate, and the routes.
 */
export { priceCart, priceCartInDetail } from './price-cart.ts';
export { discountCodeRefusal } from './price-discount.ts';
export { cartRowsOf, type CartRow as CartRowShape } from './queries.ts';
export type { PricedCart, PricedRow } from './pricing.ts';
export { cartItemsView } from './serialize.ts';
