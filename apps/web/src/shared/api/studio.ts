/**
 * The studio (client) with its logo, settings and branches: GET /clients/current (CONTRACT §2,
 * seed 000 §1 startup). Loaded once at startup (or read from the page, boot-data.ts) and kept;
 * every screen reads settings from here.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ClientResponse, settingDefaults, type Settings } from '@studio/contract/client';
import { WireBool } from '@studio/contract/wire';
import { inlinedClient } from './boot-data.ts';
import { api } from './client.ts';
import { runtimeConfig } from './config.ts';
import { ApiError } from './errors.ts';

export const studioQuery = queryOptions({
  queryKey: ['client'],
  queryFn: ({ signal }) =>
    api.get('/clients/current', ClientResponse, {
      query: { populate: ['logo', 'settings', 'branches'] },
      signal,
    }),
  // The answer our server inlined into the page (issue 15), parsed as a fetched one would be.
  initialData: () => {
    const inlined = inlinedClient(runtimeConfig().clientId);
    const parsed = inlined === undefined ? undefined : ClientResponse.safeParse(inlined);
    return parsed?.success ? parsed.data : undefined;
  },
  staleTime: Infinity,
  // A login remembered for another studio is refused here (401/403, "Token is not valid for this
  // client", CONTRACT §1.4): the api client has dropped it, so asking once more, as a visitor,
  // shows the studio's own page instead of an unbranded error (issue 15).
  retry: (failures, error) => !failures && error instanceof ApiError && error.status < 404,
  retryDelay: 0,
});

export type Studio = ClientResponse & { settings: Settings };

/** The studio, with settings completed by the contract's defaults. Suspends until loaded. */
export function useStudio(): Studio {
  const { data } = useSuspenseQuery(studioQuery);
  return withDefaults(data);
}

/**
 * Settings completed by the contract's defaults; a yes/no setting a provider sends as 0/1
 * (CONTRACT §1.10) becomes a boolean, so `{settings.x && …}` never renders a stray "0". `website`
 * and `extended_video_enabled` are client columns our server copies into the settings (decision
 * 5); from a provider that does not, they are taken from the client.
 */
export function withDefaults(client: ClientResponse): Studio {
  const settings: Record<string, unknown> = {
    ...settingDefaults,
    website: client.website ?? settingDefaults.website,
    extended_video_enabled: client.extended_video_enabled ?? settingDefaults.extended_video_enabled,
    ...client.settings,
  };
  for (const [key, fallback] of Object.entries(settingDefaults)) {
    const read = typeof fallback === 'boolean' ? WireBool.safeParse(settings[key]) : null;
    if (read?.success) settings[key] = read.data;
  }
  return { ...client, settings: settings as Settings };
}
