/** The one TanStack Query cache of the app. Refusals are answers, not failures to retry. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, ApiRefusal } from './errors.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof ApiRefusal) &&
        !(error instanceof ApiError && error.status < 500) &&
        failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
