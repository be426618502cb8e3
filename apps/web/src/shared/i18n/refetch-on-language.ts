/**
 * One language at a time (issue 15): when the customer switches language, every answer on screen
 * that may carry a server text (capacity and waiting-list texts, warnings, status texts, localised
 * error messages; CONTRACT §1.2) is fetched again, so nothing stays in the previous language. The
 * studio, the session and one-shot checks are left alone: they carry no text shown as such.
 * Note: the contract selects server texts by the studio's `locale` only, so a provider that does
 * not also honour the request's language answers with the same texts.
 */
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';

const withoutServerTexts = new Set(['client', 'session', 'password-reset', 'confirm-email']);

/** Subscribes `queryClient` to `i18n`'s `languageChanged`; returns the unsubscribe. */
export function refetchOnLanguageChange(i18n: I18n, queryClient: QueryClient): () => void {
  const refetch = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => !withoutServerTexts.has(String(query.queryKey[0])),
    });
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
