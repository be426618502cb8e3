/**
 * Reading which populate keys a provider refused from its §1.6 answer (`400 "The following
 * populate fields are invalid: <keys>"`); refused-populate.ts remembers them. Loaded only when a
 * provider refuses, so the schedule's first load does not carry it.
 */
import type { ApiError } from './errors.ts';

/** The keys of `asked` that a §1.6 invalid-populate answer names, or none for any other error. */
export function refusedPopulateKeys(error: unknown, asked: readonly string[]): string[] {
  // Read by shape, not `instanceof`: this module loads later than the client that threw.
  const { status, body } = (error ?? {}) as Partial<ApiError>;
  if (status !== 400) return [];
  const text = typeof body === 'string' ? body : '';
  const match = /populate fields are invalid:(.*)$/is.exec(text);
  if (!match) return [];
  const named = new Set(match[1]!.split(/[\s,"'[\]]+/).filter(Boolean));
  return asked.filter((key) => named.has(key));
}
