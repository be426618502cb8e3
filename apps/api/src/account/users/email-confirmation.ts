/**
 * E-mail confirmation tokens issued at signup (CONTRACT §3 "Email confirmation", design). The
 * link carries the token; the users row keeps only a SHA-256 hex digest and the expiry (ms).
 *
 * The digest covers the address the link was sent to (lower-cased) as well as the token, so a
 * token confirms that address only: after a change of e-mail the old link matches neither the old
 * address (no user has it) nor the new one (another digest), and answers `E_TOKEN_NOT_FOUND`
 * (issue 22 item 10).
 */
import { linkTokenDigest, newLinkToken } from '../auth/public.ts';

export const EMAIL_CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The stored digest of a token sent to `email` (any case). */
export const hashConfirmationToken = (token: string, email: string): string =>
  linkTokenDigest(token, email.trim().toLowerCase());

/** A fresh 64-hex-character token for `email`, its stored digest and expiry (ms since epoch). */
export const newConfirmationToken = (email: string, now = Date.now()) =>
  newLinkToken(EMAIL_CONFIRMATION_LIFETIME_MS, email.trim().toLowerCase(), now);
