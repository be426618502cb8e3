/** Every API module, registered in this order by app.ts. */
import { clientRoutes } from './clients/routes.ts';

export const modules = [clientRoutes];
