/**
 * GET with populate keys another provider may not know (our *(design)* `recommended_videos`,
 * CONTRACT §1.6): a `400 "The following populate fields are invalid: <keys>"` drops the keys it
 * names, remembers them for this provider (shared/api/refused-populate.ts) and asks once more, as
 * the classes' fetch does. What reads the 400 loads only then.
 */
import type * as z from 'zod/mini';
import { api, type Query } from '../../../shared/api/client.ts';
import { refusedKeys, rememberRefused } from '../../../shared/api/refused-populate.ts';

/** `path` parsed with `schema`, asked with `populate` minus the keys this provider refuses. */
export async function getWithPopulate<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  populate: readonly string[],
  query: Query = {},
  signal?: AbortSignal,
): Promise<T> {
  const ask = () => {
    const refused = refusedKeys();
    return api.get(path, schema, {
      query: { ...query, populate: populate.filter((key) => !refused.has(key)) },
      signal,
    });
  };
  try {
    return await ask();
  } catch (error) {
    const { refusedPopulateKeys } = await import('../../../shared/api/refused-populate-answer.ts');
    const refused = refusedPopulateKeys(error, populate);
    if (refused.length === 0) throw error;
    rememberRefused(refused);
    return ask();
  }
}
