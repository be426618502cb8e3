import i18next from 'i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { refetchOnLanguageChange } from './refetch-on-language.ts';

test('switching language fetches the shown server texts again, not the studio', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'da', resources: {} });
  const client = new QueryClient();
  let studioFetches = 0;
  function Page() {
    // Stands in for a provider answering in the asked language.
    const capacity = useQuery({
      queryKey: ['classes', 'week'],
      queryFn: async () => (i18n.language === 'en' ? '5 free seats' : '5 ledige pladser'),
    });
    const studio = useQuery({ queryKey: ['client'], queryFn: async () => ++studioFetches });
    return <p>{`${capacity.data ?? ''} · ${studio.data ?? ''}`}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('5 ledige pladser · 1')).toBeTruthy();
  const unsubscribe = refetchOnLanguageChange(i18n, client);
  await i18n.changeLanguage('en');
  expect(await screen.findByText('5 free seats · 1')).toBeTruthy();
  unsubscribe();
});
