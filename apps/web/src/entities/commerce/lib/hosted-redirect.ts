/**
 * Leaving for a provider's hosted page (Stripe Checkout, a card change, the test provider's
 * page): a full browser navigation, since the provider's page is another site. Its own module,
 * so tests can `vi.mock` it.
 */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
