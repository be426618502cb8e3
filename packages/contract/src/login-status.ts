/**
 * GET /get-login-status (CONTRACT §3). In a file of its own, so the web shell can read the login
 * status without loading the signup and login form rules of `auth.ts`.
 */
import * as z from 'zod/mini';

export const LoginStatus = z.union([
  z.looseObject({ status: z.literal('LOGGED_IN'), user: z.looseObject({ id: z.number() }) }),
  z.looseObject({ status: z.string() }),
]);
export type LoginStatus = z.infer<typeof LoginStatus>;
