/**
 * /system-route/{routeName}/{routeParamsAsJson} (seed 000 §2): a link that names a route and its
 * params (from e-mails and the mobile app) is turned into the path of that route. Unknown names
 * and unreadable params go to "/", where startup decides. The names are the manifest's
 * (`@studio/contract/web-routes`).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { systemRoutePath } from '@studio/contract/system-route-path';

/** Params read leniently: unreadable JSON is no params. */
function readParams(json: string): Record<string, unknown> {
  try {
    const params = JSON.parse(json || '{}') as unknown;
    return params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Loader of the system route (a lazy route module): a redirect. */
export function loader({ params }: LoaderFunctionArgs): Response {
  const path = systemRoutePath(params.routeName ?? '', readParams(params.routeParamsAsJson ?? ''));
  return redirect(path);
}
