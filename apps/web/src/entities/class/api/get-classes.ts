/**
 * GET /classes for every view of classes (schedule, class dialog, My classes; CONTRACT §4), with
 * two allowances for providers that are not ours:
 *
 * - Populate keys the provider does not know (our *(design)* keys such as `user_signup_count`) make
 *   it answer `400 "The following populate fields are invalid: <keys>"` (§1.6). The keys it names
 *   are dropped and the call is made once more; they are remembered for this provider across
 *   reloads (shared/api/refused-populate.ts), so later calls do not meet the same 400. Every view
 *   works without those fields.
 * - Booleans sent as 0/1 (§1.10) are read as `true`/`false` by the contract's schema (`WireBool`).
 */
import { ClassesResponse, type Class } from '@studio/contract/classes';
import { api, type Query } from '../../../shared/api/client.ts';
import { refusedKeys, rememberRefused } from '../../../shared/api/refused-populate.ts';

/** The classes `query` selects with `populate` (minus keys this provider refused). */
export async function getClasses(
  query: Query,
  populate: readonly string[],
  signal?: AbortSignal,
): Promise<Class[]> {
  const ask = () => {
    const refused = refusedKeys();
    return api.get('/classes', ClassesResponse, {
      query: { ...query, populate: populate.filter((key) => !refused.has(key)) },
      signal,
    });
  };
  try {
    return (await ask()).classes;
  } catch (error) {
    // Only a provider that refuses loads what reads its refusal (the schedule's first load).
    const { refusedPopulateKeys } = await import('../../../shared/api/refused-populate-answer.ts');
    const refused = refusedPopulateKeys(error, populate);
    if (refused.length === 0) throw error;
    rememberRefused(refused);
    return (await ask()).classes;
  }
}
