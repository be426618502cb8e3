/**
 * Access tokens (CONTRACT §1.4): JWT HS256 `{ id, iat, exp }`, lifetime 2 590 000 s. Revoked on
 * logout by storing a hash of the token until it would have expired.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/connect.ts';
import { revokedTokens } from '../../db/schema.ts';

export const TOKEN_LIFETIME_SECONDS = 2_590_000;

export interface TokenKeys {
  secret: Uint8Array;
}

export async function signToken(keys: TokenKeys, userId: number): Promise<string> {
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keys.secret);
}

/** @returns the user id and expiry (s), or null when the token is invalid or expired. */
export async function verifyToken(
  keys: TokenKeys,
  token: string,
): Promise<{ id: number; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const id = Number(payload.id);
    return Number.isInteger(id) && id > 0 ? { id, exp: Number(payload.exp) } : null;
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** SQL that is true when logout revoked `token` (to select beside the token's user). */
export const revokedSql = (token: string) =>
  sql<boolean>`exists(select 1 from ${revokedTokens} where ${revokedTokens.token_hash} = ${hashToken(token)})`;

export async function revoke(db: Db, token: string, expiresAtSeconds: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ token_hash: hashToken(token), expires_at: expiresAtSeconds * 1000 })
    .onConflictDoNothing();
}
