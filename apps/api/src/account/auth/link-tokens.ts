/**
 * Tokens sent in e-mailed links (password reset, e-mail confirmation; CONTRACT §3): 32 random
 * bytes as 64 hex characters in the link, and only a SHA-256 hex digest stored, so a leaked
 * database row opens nothing. A token may be bound to a text (the address it was sent to): then
 * the digest covers that text too, and the token works for it alone.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The stored digest of `token`, bound to `boundTo` when given (`<boundTo>\n<token>`). */
export function linkTokenDigest(token: string, boundTo?: string): string {
  return createHash('sha256')
    .update(boundTo === undefined ? token : `${boundTo}\n${token}`)
    .digest('hex');
}

/**
 * A fresh link token, its stored digest and its expiry.
 * @param lifetimeMs how long the link works (ms); `now` in ms since epoch.
 * @returns `{ token, stored, expires }`, `expires` in ms since epoch.
 */
export function newLinkToken(lifetimeMs: number, boundTo?: string, now = Date.now()) {
  const token = randomBytes(32).toString('hex');
  return { token, stored: linkTokenDigest(token, boundTo), expires: now + lifetimeMs };
}
