/** Leaving for a hosted card page: a full browser navigation. */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
