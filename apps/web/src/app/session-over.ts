/**
 * A 401/403 outside login ends the session (seed 000 §8, CONTRACT §1.4): the api client has
 * dropped the token; here the session is forgotten, the route remembered and Login shown.
 */
import { onSessionOver } from '../shared/api/client.ts';
import { forgetSession } from '../shared/session/end-session.ts';
import { rememberRoute } from '../shared/session/remembered-route.ts';

interface Navigator {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string) => Promise<void>;
}

/** Wires the api client's session-over signal to `router`. */
export function routeToLoginWhenSessionEnds(router: Navigator): void {
  onSessionOver(() => {
    const { pathname, search } = router.state.location;
    forgetSession();
    if (pathname === '/login' || pathname === '/signup') return;
    if (pathname !== '/') rememberRoute(pathname + search);
    void router.navigate('/login');
  });
}
