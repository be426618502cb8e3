/** The video library domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { favoriteRoutes } from './favorites/routes.ts';
import { videoFilterRoutes } from './video-filters/routes.ts';
import { videoGroupRoutes } from './video-groups/routes.ts';
import { videoMediaRoutes } from './video-media/routes.ts';
import { videoRoutes } from './videos/routes.ts';

export const libraryRoutes = [
  videoRoutes,
  favoriteRoutes,
  videoGroupRoutes,
  videoFilterRoutes,
  videoMediaRoutes,
];
