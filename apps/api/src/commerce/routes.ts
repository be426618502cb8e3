/** The commerce domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { appointmentRoutes } from './appointments/routes.ts';
import { cartItemRoutes } from './cart-items/routes.ts';
import { installmentRoutes } from './installments/routes.ts';
import { membershipRoutes } from './memberships/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { renewalRoutes } from './renewals/routes.ts';

export const commerceRoutes = [
  appointmentRoutes,
  cartItemRoutes,
  installmentRoutes,
  membershipRoutes,
  orderRoutes,
  paymentRoutes,
  renewalRoutes,
];
