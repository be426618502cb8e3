/**
 * Who is logged in (seed 000 §2 startup, §4 login/logout). The login status is read once at startup
 * (GET /get-login-status) and the profile with GET /users/{id}; both live in the query cache, so
 * logging in or out is `invalidateQueries({ queryKey: ['session'] })`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LoginStatus } from '@studio/contract/login-status';
import { User } from '@studio/contract/users';
import { api } from '../api/client.ts';
import { readToken } from '../api/token.ts';
import { mustWaitForAppToken } from './mobile-app-mode.ts';

/** `{ status, user? }`: LOGGED_IN with the user id, or NOT_LOGGED_IN without asking when no token. */
export const loginStatusQuery = queryOptions({
  queryKey: ['session', 'status'],
  queryFn: async ({ signal }) => {
    // In mobile-app mode the call below waits for the app's token instead (seed 000 §7).
    if (!readToken() && !mustWaitForAppToken()) return { status: 'NOT_LOGGED_IN' } as const;
    try {
      const status = await api.get('/get-login-status', LoginStatus, { signal });
      return status.status === 'LOGGED_IN' && 'user' in status
        ? ({ status: 'LOGGED_IN', userId: (status.user as { id: number }).id } as const)
        : ({ status: 'NOT_LOGGED_IN' } as const);
    } catch {
      // A dead token (401) has already been dropped by the api client.
      return { status: 'NOT_LOGGED_IN' } as const;
    }
  },
  staleTime: Infinity,
});

/** The logged-in customer's own profile with branches and image. */
export const currentUserQuery = (userId: number) =>
  queryOptions({
    queryKey: ['session', 'user', userId],
    queryFn: ({ signal }) =>
      api.get(`/users/${userId}`, User, { query: { populate: ['image', 'branches'] }, signal }),
    staleTime: 60_000,
  });

/** The logged-in user, `null` for a visitor, `undefined` while loading. */
export function useCurrentUser(): User | null | undefined {
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : undefined;
  const user = useQuery({ ...currentUserQuery(userId ?? 0), enabled: userId !== undefined });
  if (status.isPending) return undefined;
  if (userId === undefined) return null;
  return user.data;
}
