/**
 * The route table (seed 000 §2). Paths use English names; Danish paths redirect. Pages load lazily,
 * so the first load carries only the shell. Open routes (requireAuth false) sit directly under the
 * root; the others sit under a guard that sends visitors to Login and remembers where they were.
 */
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { requireUserId } from '../shared/session/require-user.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import { initLoader } from './init-loader.ts';
import { RootLayout } from './root-layout.tsx';
import { rootLoader } from './root-loader.ts';
import { RouteError } from './route-error.tsx';

const schedule = () => import('../features/schedule/schedule-page.tsx');
const later = () => import('../features/later/later-page.tsx');
const laterRoute = (path: string, part: string): RouteObject => ({
  path,
  lazy: later,
  handle: { later: part },
});

/** Danish path → English path (seed 000 §2: "Danish-named paths redirect to them"). */
const danishPaths: Record<string, string> = {
  'min-profil': '/my-profile',
  skema: '/schedule',
  priser: '/prices',
  begivenheder: '/events',
  'rediger-profil': '/edit-profile',
  kurv: '/checkout',
  'log-ind': '/login',
  'opret-profil': '/signup',
  'nulstil-adgangskode': '/reset-password',
  koebshistorik: '/purchase-history',
  gavekort: '/gift',
  betingelser: '/terms',
};

const openRoutes: RouteObject[] = [
  { path: 'schedule', lazy: schedule },
  { path: 'login', lazy: () => import('../features/auth/login-page.tsx') },
  { path: 'signup', lazy: () => import('../features/auth/signup-page.tsx') },
  laterRoute('events', 'events'),
  laterRoute('prices', 'prices'),
  laterRoute('prices/show-price-group-for/:desiredItem', 'prices'),
  laterRoute('login-with-cart/:cartItemJson?', 'checkout'),
  laterRoute('reset-password', 'reset_password'),
  laterRoute('reset-password/:email/:token', 'reset_password'),
  laterRoute('bekraeft-email/:email/:token', 'confirm_email'),
  laterRoute('gift', 'gift_cards'),
  laterRoute('stripe-giftcard-payment-success/:orderId', 'gift_cards'),
  laterRoute('terms', 'terms'),
  laterRoute('video-extended', 'video'),
  { path: 'system-route/:routeName/:routeParamsAsJson', lazy: () => import('./system-route.ts') },
];

const protectedRoutes: RouteObject[] = [
  { path: 'my-profile', lazy: () => import('../features/profile/my-profile-page.tsx') },
  {
    path: 'purchase-access-for-class',
    lazy: () => import('../features/later/purchase-access-page.tsx'),
  },
  laterRoute('edit-profile', 'edit_profile'),
  laterRoute('membership/:id', 'memberships'),
  laterRoute('start-change-membership-credit-card/:membershipId', 'memberships'),
  laterRoute('medlemskab-skift-betalingskort-succes/:membershipId', 'memberships'),
  laterRoute('stripe/membership-update-payment-method-success/:membershipId', 'memberships'),
  laterRoute('sign-up-for-class/:classId', 'class_signup'),
  laterRoute('livestream/class/:classId/preloader', 'livestream'),
  laterRoute('livestream/class/:classId', 'livestream'),
  laterRoute('checkout', 'checkout'),
  laterRoute('stripe-payment-succes/:orderId', 'checkout'),
  laterRoute('purchase-history', 'purchase_history'),
  laterRoute('video-player/:videoId', 'video'),
  laterRoute('event-signup-installments/:eventSignupId', 'events'),
  laterRoute('stripe/event-signup-update-payment-method-success/:eventSignupId', 'events'),
];

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
        loader: initLoader,
        element: <Spinner fullScreen />,
        handle: { fullScreen: true },
      },
      ...openRoutes,
      {
        id: 'guarded',
        loader: async ({ request }: LoaderFunctionArgs) => (await requireUserId(request), null),
        children: protectedRoutes,
      },
      ...Object.entries(danishPaths).map(([path, target]) => ({
        path,
        loader: ({ request }: LoaderFunctionArgs) => redirect(target + new URL(request.url).search),
      })),
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

/** The browser router; created after the runtime config has loaded, so loaders use its API root. */
export const createAppRouter = () => createBrowserRouter(routes);
