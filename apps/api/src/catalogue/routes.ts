/** The catalogue domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { appointmentTimeslotRoutes } from './appointment-timeslots/routes.ts';
import { appointmentTypeRoutes } from './appointment-types/routes.ts';
import { classPassTypeRoutes } from './class-pass-types/routes.ts';
import { classSeriesTypeRoutes } from './class-series-types/routes.ts';
import { membershipTypeRoutes } from './membership-types/routes.ts';
import { priceGroupRoutes } from './price-groups/routes.ts';
import { productRoutes } from './products/routes.ts';
import { purchaseOptionRoutes } from './purchase-options/routes.ts';

export const catalogueRoutes = [
  appointmentTimeslotRoutes,
  appointmentTypeRoutes,
  classPassTypeRoutes,
  classSeriesTypeRoutes,
  membershipTypeRoutes,
  priceGroupRoutes,
  productRoutes,
  purchaseOptionRoutes,
];
