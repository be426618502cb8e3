/** Leaving for a hosted payment page (CHECKOUT_SESSION_CREATED): a full browser navigation. */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
