/**
 * GET /classes for every view of classes (schedule, class dialog, My classes; CONTRACT §4), with
 * two allowances for providers that are not ours:
 *
 * - Populate keys the provider does not know (our *(design)* keys such as `user_signup_count`) make
 *   it answer `400 "The following populate fields are invalid: <keys>"` (§1.6). The keys it names
 *   are dropped and the call is made once more; they stay dropped for the rest of the page's
 *   session, so later calls do not meet the same 400. Every view works without those fields.
 * - Booleans sent as 0/1 (§1.10) become `true`/`false` (see real-booleans.ts).
 */
import { ClassesResponse, type Class } from '@studio/contract/classes';
import { api, type Query } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { withRealBooleans } from '../lib/real-booleans.ts';

/** Keys this provider refused during this page session. */
const refusedKeys = new Set<string>();

/** Tests start each case as a fresh page would. */
export const forgetRefusedPopulateKeys = (): void => refusedKeys.clear();

/** The keys of `asked` that a §1.6 invalid-populate answer names, or none for any other error. */
export function refusedPopulateKeys(error: unknown, asked: readonly string[]): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const text = typeof error.body === 'string' ? error.body : '';
  const match = /populate fields are invalid:(.*)$/is.exec(text);
  if (!match) return [];
  const named = new Set(match[1]!.split(/[\s,"'[\]]+/).filter(Boolean));
  return asked.filter((key) => named.has(key));
}

/** The classes `query` selects with `populate` (minus refused keys), booleans made real. */
export async function getClasses(
  query: Query,
  populate: readonly string[],
  signal?: AbortSignal,
): Promise<Class[]> {
  const ask = () =>
    api.get('/classes', ClassesResponse, {
      query: { ...query, populate: populate.filter((key) => !refusedKeys.has(key)) },
      signal,
    });
  let response: ClassesResponse;
  try {
    response = await ask();
  } catch (error) {
    const refused = refusedPopulateKeys(error, populate);
    if (refused.length === 0) throw error;
    for (const key of refused) refusedKeys.add(key);
    response = await ask();
  }
  return response.classes.map(withRealBooleans);
}
