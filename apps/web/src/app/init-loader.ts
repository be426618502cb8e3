/**
 * The Init route "/" (seed 000 §2 startup): a logged-in customer goes on to the route they asked
 * for, else My profile; a visitor goes to Login, or to the schedule when the studio's
 * `frontend_visitor_start_page` says `schedule` (issue 26). Loaded only at "/", off the schedule's
 * first load.
 */
import { redirect } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { studioQuery } from '../shared/api/studio.ts';
import { takeRememberedRoute } from '../shared/session/remembered-route.ts';
import { isLoggedIn } from '../shared/session/require-user.ts';

/** Redirects away from "/" once the login status is known. */
export async function loader(): Promise<Response> {
  if (!(await isLoggedIn())) {
    const settings = queryClient.getQueryData(studioQuery.queryKey)?.settings;
    return redirect(settings?.frontend_visitor_start_page === 'schedule' ? '/schedule' : '/login');
  }
  return redirect(takeRememberedRoute() ?? '/my-profile');
}
