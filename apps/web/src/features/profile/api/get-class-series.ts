/**
 * The customer's class series for My profile (seed 001 §2 "Profile cards", §5): GET
 * /class-series?user=<ownId>&populate[]=class_series_type (CONTRACT §9 [MISSING]: a provider
 * without class series holds none).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassSeriesList } from '@studio/contract/catalogue';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';

export const classSeriesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['class-series', { userId }],
    queryFn: ({ signal }) =>
      unlessMissing(
        api.get('/class-series', ClassSeriesList, {
          query: { user: userId, populate: ['class_series_type'] },
          signal,
        }),
        [],
      ),
  });

/** Empty while loading or when the call fails: the card then simply does not show. */
export const useClassSeries = (userId: number) => useQuery(classSeriesQuery(userId)).data ?? [];
