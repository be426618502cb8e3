/**
 * Which links the studio's e-mails may carry (issue 10 defect 19): the e-mail confirmation link
 * (CONTRACT §3 POST /users `emailConfirmationLink`) and, later, the password-reset link are
 * templates the front end sends; a template leading anywhere else would let anyone make the
 * studio's own e-mail carry a link of their choosing.
 */
import { fillLinkTemplate } from '../../mail/welcome-mail.ts';
import { embedOrigins, originMatches } from './embed-origins.ts';
import type { StudioClient } from './queries.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LinkContext {
  studio: StudioClient;
  /** The request's Host header (`localhost:3000`). */
  requestHost: string | undefined;
  /** This server serves the web app (plugins/web.ts), so its own origin is "our web origin". */
  servesWebApp: boolean;
}

/**
 * True when the template, filled, is an http(s) URL without credentials on: a host in the studio's
 * `domains`; an origin in its `frontend_allowed_embed_origins` (its own site); or the origin the
 * request came to when we serve the web app there and it is this machine (loopback). A public
 * host must be in `domains`: a Host header can be forged, the studio's records cannot.
 */
export function isStudioLink(template: string, { studio, requestHost, servesWebApp }: LinkContext) {
  let url: URL;
  try {
    url = new URL(fillLinkTemplate(template, 'customer@example.dk', 'token'));
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  if (studio.row.domains.some((domain) => domain.toLowerCase() === hostname)) return true;
  if (embedOrigins(studio.settings).some((entry) => originMatches(entry, url))) return true;
  return (
    servesWebApp &&
    loopback.has(hostname) &&
    url.host.toLowerCase() === (requestHost ?? '').toLowerCase()
  );
}
