/**
 * The web app's routes as data (seed 000 §2 route table), read by the web router, its Danish
 * redirects and system route, and by the server's list of paths that get index.html. No React
 * here, so the server can import it. Paths use English names, as react-router patterns without the
 * leading slash (`membership/:id`); Danish-named paths redirect to them.
 */

/** What renders a route: its page module (the web's router.tsx maps each to one). */
export type WebPage =
  | 'schedule'
  | 'login'
  | 'signup'
  | 'my-profile'
  | 'prices'
  | 'purchase-access'
  | 'login-with-cart'
  | 'checkout'
  | 'payment-return'
  | 'purchase-history'
  | 'gift-card'
  | 'gift-card-return'
  | 'membership'
  | 'membership-card-change'
  | 'membership-card-return'
  | 'system-route'
  | 'edit-profile'
  | 'reset-password'
  | 'reset-password-with-token'
  | 'confirm-email'
  | 'events'
  | 'event-installments'
  | 'event-card-return'
  | 'livestream'
  | 'videos'
  | 'terms'
  | 'sign-up-for-class';

export interface WebRoute {
  path: string;
  page: WebPage;
  /** `customer`: visitors are sent to Login and brought back after (seed 000 §2). */
  access: 'open' | 'customer';
  /** The seed's route name, for /system-route/{routeName}/{params} links. */
  name?: string;
}

export const webRoutes: readonly WebRoute[] = [
  { path: 'schedule', page: 'schedule', access: 'open', name: 'Schedule' },
  { path: 'login', page: 'login', access: 'open', name: 'Login' },
  { path: 'signup', page: 'signup', access: 'open', name: 'Signup' },
  { path: 'events', page: 'events', access: 'open', name: 'Events' },
  { path: 'prices', page: 'prices', access: 'open', name: 'Prices' },
  {
    path: 'prices/show-price-group-for/:desiredItem',
    page: 'prices',
    access: 'open',
    name: 'Prices',
  },
  { path: 'login-with-cart/:cartItemJson?', page: 'login-with-cart', access: 'open' },
  { path: 'reset-password', page: 'reset-password', access: 'open', name: 'ResetPassword' },
  {
    path: 'reset-password/:email/:token',
    page: 'reset-password-with-token',
    access: 'open',
    name: 'ResetPasswordWithToken',
  },
  {
    path: 'bekraeft-email/:email/:token',
    page: 'confirm-email',
    access: 'open',
    name: 'ConfirmEmailWithToken',
  },
  { path: 'gift', page: 'gift-card', access: 'open', name: 'BuyGiftCard' },
  { path: 'stripe-giftcard-payment-success/:orderId', page: 'gift-card-return', access: 'open' },
  { path: 'terms', page: 'terms', access: 'open', name: 'Terms' },
  { path: 'video-extended', page: 'videos', access: 'open', name: 'VideoExtended' },
  { path: 'system-route/:routeName/:routeParamsAsJson', page: 'system-route', access: 'open' },
  { path: 'my-profile', page: 'my-profile', access: 'customer', name: 'MyProfile' },
  { path: 'purchase-access-for-class', page: 'purchase-access', access: 'customer' },
  { path: 'edit-profile', page: 'edit-profile', access: 'customer', name: 'ProfileEdit' },
  { path: 'membership/:id', page: 'membership', access: 'customer', name: 'Membership' },
  {
    path: 'start-change-membership-credit-card/:membershipId',
    page: 'membership-card-change',
    access: 'customer',
  },
  {
    path: 'medlemskab-skift-betalingskort-succes/:membershipId',
    page: 'membership-card-return',
    access: 'customer',
  },
  {
    path: 'stripe/membership-update-payment-method-success/:membershipId',
    page: 'membership-card-return',
    access: 'customer',
  },
  { path: 'sign-up-for-class/:classId', page: 'sign-up-for-class', access: 'customer' },
  { path: 'livestream/class/:classId/preloader', page: 'livestream', access: 'customer' },
  {
    path: 'livestream/class/:classId',
    page: 'livestream',
    access: 'customer',
    name: 'LivestreamClass',
  },
  { path: 'checkout', page: 'checkout', access: 'customer', name: 'Checkout' },
  { path: 'stripe-payment-succes/:orderId', page: 'payment-return', access: 'customer' },
  {
    path: 'purchase-history',
    page: 'purchase-history',
    access: 'customer',
    name: 'PurchaseHistory',
  },
  { path: 'video-player/:videoId', page: 'videos', access: 'customer' },
  {
    path: 'event-signup-installments/:eventSignupId',
    page: 'event-installments',
    access: 'customer',
    name: 'EventSignupInstallments',
  },
  {
    path: 'stripe/event-signup-update-payment-method-success/:eventSignupId',
    page: 'event-card-return',
    access: 'customer',
  },
];
