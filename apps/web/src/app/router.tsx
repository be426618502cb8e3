/**
 * The route table (seed 000 §2), built from the manifest in `@studio/contract/web-routes` that the
 * server reads too. Paths use English names; Danish paths redirect. Pages load lazily,
 * so the first load carries only the shell. Open routes (requireAuth false) sit directly under the
 * root; the others sit under a guard that sends visitors to Login and remembers where they were.
 */
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { webRoutes, type WebPage, type WebRoute } from '@studio/contract/web-routes';
import { requireUserId } from '../shared/session/require-user.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { rootLoader } from './root-loader.ts';
import { RouteError } from './route-error.tsx';

/** The module that renders each kind of page of the manifest. */
const pages: Record<WebPage, RouteObject['lazy']> = {
  schedule: () => import('../features/schedule/schedule-page.tsx'),
  login: () => import('../features/auth/login-page.tsx'),
  signup: () => import('../features/auth/signup-page.tsx'),
  'my-profile': () => import('./pages/my-profile-page.tsx'),
  prices: () => import('../features/prices/prices-page.tsx'),
  'purchase-access': () => import('../features/purchase-access/purchase-access-page.tsx'),
  'login-with-cart': () => import('../features/login-with-cart/login-with-cart-page.tsx'),
  checkout: () => import('../features/checkout/checkout-page.tsx'),
  'payment-return': () => import('../features/checkout/payment-return-page.tsx'),
  'purchase-history': () => import('../features/purchases/purchase-history-page.tsx'),
  'gift-card': () => import('../features/gift-cards/gift-card-page.tsx'),
  'gift-card-return': () => import('../features/gift-cards/gift-card-return-page.tsx'),
  membership: () => import('../features/memberships/membership-page.tsx'),
  'membership-card-change': () => import('../features/memberships/card-change-start-page.tsx'),
  'membership-card-return': () => import('../features/memberships/card-change-return-page.tsx'),
  'system-route': () => import('./system-route.ts'),
  'edit-profile': () => import('../features/profile-edit/edit-profile-page.tsx'),
  'reset-password': () => import('../features/password-reset/reset-password-page.tsx'),
  'reset-password-with-token': () => import('../features/password-reset/set-password-page.tsx'),
  'confirm-email': () => import('../features/email-confirmation/confirm-email-page.tsx'),
  events: () => import('../features/events/events-page.tsx'),
  'event-installments': () => import('../features/event-installments/installments-page.tsx'),
  'event-card-return': () => import('../features/event-installments/card-change-return-page.tsx'),
  livestream: () => import('../features/livestream/livestream-page.tsx'),
  videos: () => import('../features/videos/videos-page.tsx'),
  terms: () => import('../features/terms/terms-page.tsx'),
  'sign-up-for-class': () => import('../features/sign-up-for-class/sign-up-for-class-page.tsx'),
};

/**
 * A manifest route as a router entry. A page whose load fails shows the error page inside the
 * shell (header and menu kept, issue 26).
 */
function toRoute({ path, page }: WebRoute): RouteObject {
  return { path, lazy: pages[page], errorElement: <RouteError /> };
}

const openRoutes = webRoutes.filter((route) => route.access === 'open').map(toRoute);
const protectedRoutes = webRoutes.filter((route) => route.access === 'customer').map(toRoute);

/** The whole table; tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    loader: rootLoader,
    shouldRevalidate: () => false,
    HydrateFallback: () => <Spinner fullScreen />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () => import('./init-loader.ts'),
        element: <Spinner fullScreen />,
        handle: { fullScreen: true },
      },
      ...openRoutes,
      {
        id: 'guarded',
        loader: async ({ request }: LoaderFunctionArgs) => (await requireUserId(request), null),
        children: protectedRoutes,
      },
      // Danish paths and unknown ones (unknown-path.tsx, loaded only then).
      { path: '*', lazy: () => import('./unknown-path.tsx') },
    ],
  },
];

/** The browser router; created after the runtime config has loaded, so loaders use its API root. */
export const createAppRouter = () => createBrowserRouter(routes);
