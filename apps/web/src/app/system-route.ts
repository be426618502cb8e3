/**
 * /system-route/{routeName}/{routeParamsAsJson} (seed 000 §2): a link that names a route and its
 * params (from e-mails and the mobile app) is turned into the path of that route. Unknown names
 * and unreadable params go to "/", where startup decides.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';

type Params = Record<string, string | number | undefined>;
const paths: Record<string, (p: Params) => string> = {
  Init: () => '/',
  MyProfile: () => '/my-profile',
  ProfileEdit: () => '/edit-profile',
  Schedule: () => '/schedule',
  Events: () => '/events',
  Prices: (p) => (p.desiredItem ? `/prices/show-price-group-for/${p.desiredItem}` : '/prices'),
  Membership: (p) => `/membership/${p.id}`,
  Checkout: () => '/checkout',
  Signup: () => '/signup',
  Login: () => '/login',
  ResetPassword: () => '/reset-password',
  LivestreamClass: (p) => `/livestream/class/${p.classId}`,
  PurchaseHistory: () => '/purchase-history',
};

/** The path a system route stands for. */
export function systemRoutePath(routeName: string, paramsJson: string): string {
  const build = paths[routeName];
  if (!build) return '/';
  try {
    const params = (JSON.parse(paramsJson || '{}') ?? {}) as Params;
    const path = build(params);
    return path.includes('undefined') ? '/' : path;
  } catch {
    return '/';
  }
}

/** Loader of the system route (a lazy route module): a redirect. */
export function loader({ params }: LoaderFunctionArgs): Response {
  return redirect(systemRoutePath(params.routeName ?? '', params.routeParamsAsJson ?? ''));
}
