/**
 * The router's catch-all (seed 000 §2): a Danish-named path redirects to its English one with
 * its query (`/min-profil?x=1` → `/my-profile?x=1`), any other unknown path to the start. Loaded
 * only when such a path is asked for, so the Danish table is not on the schedule's first load.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { danishPaths } from '@studio/contract/danish-paths';

/** Where an unknown path goes: its English path when it is a Danish one, else `/`. */
export function unknownPathTarget(url: URL): string {
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  const english = Object.hasOwn(danishPaths, path) ? danishPaths[path] : undefined;
  return english ? english + url.search : '/';
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(unknownPathTarget(new URL(request.url)));
}
