/**
 * Links in the studio's e-mails. The e-mail confirmation link (CONTRACT §3 POST /users
 * `emailConfirmationLink`) and the password-reset link are templates the front end sends; a
 * template leading anywhere else would let anyone make the studio's own e-mail carry a link of
 * their choosing (issue 10 defect 19). Links the server makes itself (receipts, renewals,
 * installments) start with `mailLinkOrigin` (issue 22 item 18).
 */
import { isIP } from 'node:net';
import { fillLinkTemplate } from '../../platform/mail/welcome-mail.ts';
import { configuredPublicOrigin, publicOrigin } from '../../settings.ts';
import { embedOrigins, originMatches } from './embed-origins.ts';
import type { StudioClient } from './queries.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Names that never reach a studio's customers from the internet (RFC 2606, 6761, 6762). */
const privateSuffixes = ['.localhost', '.local', '.test', '.invalid', '.example', '.internal'];

const hostName = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');

/**
 * True for a host name customers reach over the internet with a certificate: a dotted name, not
 * `localhost`, an IP address or a reserved name (`studio.test`).
 */
function isPublicHost(domain: string): boolean {
  const host = hostName(domain);
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || isIP(host)) return false;
  return !privateSuffixes.some((suffix) => host.endsWith(suffix));
}

/**
 * The origin the server's own mail links start with (`https://yoga-lotus.dk`, no trailing slash):
 * the studio's first public domain (`domains`), else our public origin (`PUBLIC_ORIGIN`, else
 * `http://localhost:<PORT>` for the local demo). Studio Nord's `localhost` is no public domain.
 */
export function mailLinkOrigin(
  studio: { row: { domains: string[] } },
  env: Record<string, string | undefined> = process.env,
): string {
  const own = studio.row.domains.find(isPublicHost);
  return own ? `https://${hostName(own)}` : publicOrigin(env);
}

export interface LinkContext {
  studio: StudioClient;
  /** The request's Host header (`localhost:3000`). */
  requestHost: string | undefined;
  /** This server serves the web app (http/web-routes.ts), so its own origin is "our web origin". */
  servesWebApp: boolean;
}

/**
 * True when the template, filled, is an http(s) URL without credentials on: a host in the studio's
 * `domains`; an origin in its `frontend_allowed_embed_origins` (its own site); our configured
 * `PUBLIC_ORIGIN`; or the origin the request came to when we serve the web app there and it is
 * this machine (loopback). A public host must be one of those: a Host header can be forged, the
 * studio's records and our settings cannot.
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
  if (url.origin === configuredPublicOrigin()) return true;
  return (
    servesWebApp &&
    loopback.has(hostname) &&
    url.host.toLowerCase() === (requestHost ?? '').toLowerCase()
  );
}
