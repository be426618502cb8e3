/** Every API module, registered in this order by app.ts. */
import { clientRoutes } from './clients/routes.ts';
import { classRoutes } from './classes/routes.ts';
import { classSignupRoutes } from './class-signups/routes.ts';
import { waitingListRoutes } from './waiting-list/routes.ts';
import { livestreamRoutes } from './livestream/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { userRoutes } from './users/routes.ts';
import { classTypeRoutes } from './class-types/routes.ts';
import { imageRoutes } from './images/routes.ts';

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
