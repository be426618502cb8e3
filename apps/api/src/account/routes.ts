/** The account domain's HTTP routes, registered by app.ts (src/routes.ts); its services are in public.ts. */
import { authRoutes } from './auth/routes.ts';
import { emailConfirmationRoutes } from './email-confirmation/routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { userRoutes } from './users/routes.ts';

export const accountRoutes = [authRoutes, emailConfirmationRoutes, passwordResetRoutes, userRoutes];
