/** Password hashing with scrypt (node:crypto): `scrypt$<salt hex>$<hash hex>`. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * A hash of a random password nobody knows, checked against when there is no real hash, so a
 * refusal costs one scrypt whether or not the e-mail has an account (issue 10 defect 10).
 */
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Constant-time check of a password against a stored hash. An empty or unknown hash (no user, no
 * password set) is checked against a dummy hash and gives false: the same work either way.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && Boolean(saltHex) && Boolean(hashHex);
  const [, dummySalt, dummyKey] = (await dummyHash).split('$');
  const expected = Buffer.from((usable ? hashHex : dummyKey) ?? '', 'hex');
  const salt = Buffer.from((usable ? saltHex : dummySalt) ?? '', 'hex');
  const actual = await scrypt(password, salt, expected.length);
  return timingSafeEqual(actual, expected) && usable;
}
