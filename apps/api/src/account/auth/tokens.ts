/**
 * Access tokens (CONTRACT §1.4): JWT HS256 `{ id, iat, exp }`, lifetime 2 590 000 s, plus two
 * claims the client never reads (tokens are opaque): `sv`, the user's session version when it was
 * signed, and `jti`, a random id so two logins in one second get two tokens. Revoked on logout by
 * storing a hash of the token until it would have expired; a password change moves the user's
 * session version on, which ends every older token but the one that made the change.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { parseId, wireInt } from '@studio/contract/wire';
import type { Db } from '../../platform/db/connect.ts';
import { revokedTokens } from '../../platform/db/schema.ts';

export const TOKEN_LIFETIME_SECONDS = 2_590_000;

export interface TokenKeys {
  secret: Uint8Array;
}

/** @param sessionVersion the user's `session_version` (0 for a new user). */
export async function signToken(
  keys: TokenKeys,
  userId: number,
  sessionVersion = 0,
): Promise<string> {
  return new SignJWT({ id: userId, sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomBytes(9).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keys.secret);
}

/**
 * @returns the user id, expiry (s) and session version (0 when absent), or null when the token is
 * invalid or expired.
 */
export async function verifyToken(
  keys: TokenKeys,
  token: string,
): Promise<{ id: number; exp: number; sv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const id = parseId(payload.id);
    const sv = payload.sv === undefined ? 0 : wireInt(payload.sv);
    return id !== undefined && sv !== undefined ? { id, exp: Number(payload.exp), sv } : null;
  } catch {
    return null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** SQL that is true when logout revoked `token` (to select beside the token's user). */
export const revokedSql = (token: string) =>
  sql<boolean>`exists(select 1 from ${revokedTokens} where ${revokedTokens.token_hash} = ${hashToken(token)})`;

export async function revoke(db: Db, token: string, expiresAtSeconds: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ token_hash: hashToken(token), expires_at: expiresAtSeconds * 1000 })
    .onConflictDoNothing();
}

/**
 * True when the token was signed before the user's last password change and is not the token
 * that made it (issue 10 defect 17).
 */
export function endedByPasswordChange(
  user: { session_version: number; session_kept_token_hash: string | null },
  token: string,
  signedVersion: number,
): boolean {
  if (signedVersion === user.session_version) return false;
  return user.session_kept_token_hash !== hashToken(token);
}
