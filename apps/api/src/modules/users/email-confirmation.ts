/**
 * E-mail confirmation tokens issued at signup (CONTRACT §3 "Email confirmation", design). The
 * link carries the token; the users row keeps only its SHA-256 hex digest and the expiry (ms).
 */
import { createHash, randomBytes } from 'node:crypto';

export const EMAIL_CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const hashConfirmationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A fresh 64-hex-character token, its stored digest and its expiry (ms since epoch). */
export function newConfirmationToken(now = Date.now()) {
  const token = randomBytes(32).toString('hex');
  return {
    token,
    stored: hashConfirmationToken(token),
    expires: now + EMAIL_CONFIRMATION_LIFETIME_MS,
  };
}
