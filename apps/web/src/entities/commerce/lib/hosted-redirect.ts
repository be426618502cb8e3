/**
 * Leaving for a provider's hosted card page (card change, seed 001 §4): a full browser
 * navigation. Its own module, so tests can `vi.mock` it.
 */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
