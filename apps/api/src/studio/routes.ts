/** The studio domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { clientRoutes } from './clients/routes.ts';
import { diagnosticsRoutes } from './diagnostics/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { outboxRoutes } from './outbox/routes.ts';

export const studioRoutes = [clientRoutes, imageRoutes, outboxRoutes, diagnosticsRoutes];
/** The embed script and demo page, registered by the web plugin with the app's pages (http/web-routes.ts). */
export { embedRoutes } from './embed/routes.ts';
