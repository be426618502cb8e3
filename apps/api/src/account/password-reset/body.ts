/**
 * Reading the small public account bodies (CONTRACT §3 "Password reset", "Email confirmation"):
 * each named field must be a non-blank string without NUL characters, else the contract's 400
 * `"Please specify an email"` / `"… a token"` / `"… a password"`.
 */
import { hasNoNul } from '@studio/contract/wire';

const article: Record<string, string> = {
  email: 'an email',
  token: 'a token',
  password: 'a password',
};

/**
 * @returns the fields as strings (e-mail trimmed), or the 400 message for the first bad one.
 */
export function readTextFields<K extends string>(
  body: unknown,
  names: readonly K[],
): { ok: true; fields: Record<K, string> } | { ok: false; message: string } {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value: unknown = (record as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.trim() === '' || !hasNoNul(value))
      return { ok: false, message: `Please specify ${article[name] ?? name}` };
    fields[name] = name === 'email' ? value.trim() : value;
  }
  return { ok: true, fields };
}
