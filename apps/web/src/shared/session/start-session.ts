/**
 * Beginning a session after login or signup (seed 000 §4): the token is stored (local storage with
 * remember-me, else session storage; memory where the browser denies both) and the cache learns who is logged in, so the header and the
 * guard see the customer without another round trip.
 */
import type { User } from '@studio/contract/users';
import { queryClient } from '../api/query-client.ts';
import { storeToken } from '../api/token.ts';
import { currentUserQuery, loginStatusQuery } from './session.ts';

/** Stores `token` and records `user` as the logged-in customer. */
export function startSession(user: User, token: string, remember: boolean): void {
  storeToken(token, remember);
  queryClient.setQueryData(loginStatusQuery.queryKey, {
    status: 'LOGGED_IN',
    userId: user.id,
  } as const);
  queryClient.setQueryData(currentUserQuery(user.id).queryKey, user);
  void queryClient.invalidateQueries({ queryKey: currentUserQuery(user.id).queryKey });
}
