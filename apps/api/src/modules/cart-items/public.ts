/**
 * What other modules use of the cart (CONTRACT §7): pricing it for an order (`priceCart`, integer
 * øre, see ./README.md), the users' `cart_items` populate, and the routes.
 */
export { priceCart } from './price-cart.ts';
export type { PricedCart, PricedRow } from './pricing.ts';
export { cartItemsView } from './serialize.ts';
export { cartItemRoutes } from './routes.ts';
