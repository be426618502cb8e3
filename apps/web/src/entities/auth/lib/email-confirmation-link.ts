/**
 * The e-mail confirmation link template (CONTRACT §3 POST /users `emailConfirmationLink`, "Email
 * confirmation"): the confirmation page, with `{email}` and `{token}` filled in by the server. A
 * studio chosen with `?clientId=` keeps it, since the link opens in a new tab. Sent by signup and
 * by the confirmation page's resend.
 */
import { runtimeConfig } from '../../../shared/api/config.ts';

export function emailConfirmationLink(origin = window.location.origin): string {
  const { clientId } = runtimeConfig();
  return `${origin}/bekraeft-email/{email}/{token}${clientId ? `?clientId=${clientId}` : ''}`;
}
