/**
 * The Init route "/" (seed 000 §2 startup): a logged-in customer goes on to the route they asked
 * for, else My profile; a visitor goes to Login.
 */
import { redirect } from 'react-router';
import { takeRememberedRoute } from '../shared/session/remembered-route.ts';
import { isLoggedIn } from '../shared/session/require-user.ts';

/** Redirects away from "/" once the login status is known. */
export async function initLoader(): Promise<Response> {
  if (!(await isLoggedIn())) return redirect('/login');
  return redirect(takeRememberedRoute() ?? '/my-profile');
}
