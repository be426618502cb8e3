/**
 * Forgetting who was logged in (seed 000 §4 logout, §8 401/403): the stored token, the session
 * queries and every cached answer that belonged to the user. The studio itself stays cached.
 */
import { api } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { clearToken } from '../api/token.ts';
import { loginStatusQuery } from './session.ts';
import { forgetRememberedRoute } from './remembered-route.ts';

/** Drops the token and all user data from the cache; the app then sees a visitor. */
export function forgetSession(): void {
  clearToken();
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'client' });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'client' });
  queryClient.setQueryData(loginStatusQuery.queryKey, { status: 'NOT_LOGGED_IN' } as const);
}

/** POST /logout (CONTRACT §3: always `OK`, a dead token is ignored), then forgets the session. */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout', null);
  } catch {
    // Logging out must work offline too: the local session ends either way.
  }
  forgetRememberedRoute();
  forgetSession();
}
