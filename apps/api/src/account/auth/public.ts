/** What other modules may use of auth: password hashing and tokens (CONTRACT §1.4). */
export { hashPassword } from './password-hash.ts';
export { hashToken, signToken, type TokenKeys } from './tokens.ts';
export { endedByPasswordChange, revokedSql, verifyToken } from './tokens.ts';
export { linkTokenDigest, newLinkToken } from './link-tokens.ts';
