/** Every API module, registered in this order by app.ts. */
import { clientRoutes } from './clients/public.ts';
import { classRoutes } from './classes/public.ts';
import { classSignupRoutes } from './class-signups/public.ts';
import { waitingListRoutes } from './waiting-list/public.ts';
import { livestreamRoutes } from './livestream/public.ts';
import { authRoutes } from './auth/public.ts';
import { userRoutes } from './users/public.ts';
import { classTypeRoutes } from './class-types/public.ts';
import { imageRoutes } from './images/public.ts';

export const modules = [
  clientRoutes,
  authRoutes,
  userRoutes,
  classTypeRoutes,
  imageRoutes,
  classRoutes,
  classSignupRoutes,
  waitingListRoutes,
  livestreamRoutes,
];
