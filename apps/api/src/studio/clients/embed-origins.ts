/**
 * The studio's `frontend_allowed_embed_origins` setting *(design, issue 10)*: the origins of the
 * studio's own site, which may frame the front end (CSP `frame-ancestors`) and which links in the
 * studio's e-mails may lead to. Entries are CSP source expressions of one form:
 * `https://studio.dk`, `https://*.studio.dk`, `http://localhost:*`, `http://localhost:5173`.
 */
import type { Settings } from '@studio/contract/client';

const pattern = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i;

/** The setting's entries that are well formed (safe to put in a header); others are dropped. */
export function embedOrigins(settings: Settings): string[] {
  const listed = settings.frontend_allowed_embed_origins;
  return Array.isArray(listed)
    ? listed.filter((value): value is string => typeof value === 'string' && pattern.test(value))
    : [];
}

/** True when `url` is on one of the origins `entry` names (scheme, host, port). */
export function originMatches(entry: string, url: URL): boolean {
  const [, scheme, wildcard, host, port] = pattern.exec(entry) ?? [];
  if (!scheme || !host || url.protocol !== `${scheme.toLowerCase()}:`) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  const hostOk = wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
  const portOk = port === '*' || url.port === (port ?? '');
  return hostOk && portOk;
}
