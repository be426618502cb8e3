/** What other modules use of products (CONTRACT §9): the route, and which products are on sale (the cart). */
export { productsForCart } from './queries.ts';
