/** Every API module, registered in this order by app.ts. */
import { clientRoutes } from './clients/public.ts';
import { classRoutes } from './classes/public.ts';
import { classSignupRoutes } from './class-signups/public.ts';
import { waitingListRoutes } from './waiting-list/public.ts';
import { livestreamRoutes } from './livestream/public.ts';
import { authRoutes } from './auth/public.ts';
import { userRoutes } from './users/public.ts';
import { passwordResetRoutes } from './password-reset/public.ts';
import { emailConfirmationRoutes } from './email-confirmation/public.ts';
import { outboxRoutes } from './outbox/public.ts';
import { classTypeRoutes } from './class-types/public.ts';
import { imageRoutes } from './images/public.ts';
import { orderRoutes } from './orders/public.ts';
import { cartItemRoutes } from './cart-items/public.ts';
import { membershipTypeRoutes } from './membership-types/public.ts';
import { classPassTypeRoutes } from './class-pass-types/public.ts';
import { classSeriesTypeRoutes } from './class-series-types/public.ts';
import { productRoutes } from './products/public.ts';
import { priceGroupRoutes } from './price-groups/public.ts';
import { purchaseOptionRoutes } from './purchase-options/public.ts';
import { paymentRoutes } from './payments/public.ts';
import { membershipRoutes } from './memberships/public.ts';
import { renewalRoutes } from './renewals/public.ts';
import { eventRoutes } from './events/public.ts';
import { installmentRoutes } from './installments/public.ts';

export const modules = [
  clientRoutes,
  authRoutes,
  userRoutes,
  passwordResetRoutes,
  emailConfirmationRoutes,
  outboxRoutes,
  classTypeRoutes,
  imageRoutes,
  classRoutes,
  classSignupRoutes,
  waitingListRoutes,
  livestreamRoutes,
  orderRoutes,
  cartItemRoutes,
  membershipTypeRoutes,
  classPassTypeRoutes,
  classSeriesTypeRoutes,
  productRoutes,
  priceGroupRoutes,
  purchaseOptionRoutes,
  paymentRoutes,
  membershipRoutes,
  renewalRoutes,
  eventRoutes,
  installmentRoutes,
];
