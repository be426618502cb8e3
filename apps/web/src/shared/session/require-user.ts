/**
 * The guard of seed 000 §2 for route loaders: a route that needs a logged-in customer calls
 * `requireUserId(request)` first. A visitor's requested route is remembered and they go to Login.
 */
import { redirect } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { loginStatusQuery } from './session.ts';
import { rememberRoute } from './remembered-route.ts';

/**
 * @returns the logged-in user's id.
 * @throws a redirect to `/login` (after remembering the requested route) for a visitor.
 */
export async function requireUserId(request: Request): Promise<number> {
  const status = await queryClient.ensureQueryData(loginStatusQuery);
  if (status.status === 'LOGGED_IN') return status.userId;
  const url = new URL(request.url);
  rememberRoute(url.pathname + url.search);
  throw redirect('/login');
}

/** Whether someone is logged in, once the login status has loaded. */
export async function isLoggedIn(): Promise<boolean> {
  return (await queryClient.ensureQueryData(loginStatusQuery)).status === 'LOGGED_IN';
}
