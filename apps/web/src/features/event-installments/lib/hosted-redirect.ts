/** Leaving for a hosted card page: a full browser navigation (its own module, so tests stub it). */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
