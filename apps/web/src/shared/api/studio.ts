/**
 * The studio (client) with its logo, settings and branches: GET /clients/current (CONTRACT §2,
 * seed 000 §1 startup). Loaded once at startup and kept; every screen reads settings from here.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ClientResponse, settingDefaults, type Settings } from '@studio/contract/client';
import { api } from './client.ts';

export const studioQuery = queryOptions({
  queryKey: ['client'],
  queryFn: ({ signal }) =>
    api.get('/clients/current', ClientResponse, {
      query: { populate: ['logo', 'settings', 'branches'] },
      signal,
    }),
  staleTime: Infinity,
});

export type Studio = ClientResponse & { settings: Settings };

/** The studio, with settings completed by the contract's defaults. Suspends until loaded. */
export function useStudio(): Studio {
  const { data } = useSuspenseQuery(studioQuery);
  return withDefaults(data);
}

export function withDefaults(client: ClientResponse): Studio {
  return { ...client, settings: { ...settingDefaults, ...client.settings } as Settings };
}
