/** The schedule domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { classSignupRoutes } from './class-signups/routes.ts';
import { classTypeRoutes } from './class-types/routes.ts';
import { classRoutes, weekCacheRoutes } from './classes/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { livestreamRoutes } from './livestream/routes.ts';
import { livestreamRoomRoutes } from './livestream-room/routes.ts';
import { waitingListRoutes } from './waiting-list/routes.ts';

// The week cache first: its hook sees every schedule route registered after it.
export const scheduleRoutes = [
  weekCacheRoutes,
  classSignupRoutes,
  classTypeRoutes,
  classRoutes,
  eventRoutes,
  livestreamRoutes,
  livestreamRoomRoutes,
  waitingListRoutes,
];
