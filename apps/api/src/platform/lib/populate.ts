/**
 * Reads the `populate` query parameter in every form CONTRACT §1.6 lets our server accept:
 * bracket or indexed arrays (already arrays or index-keyed objects after qs parsing), repeated
 * `populate=`, a single value and the comma form.
 */
import { parseId } from '@studio/contract/wire';

export function readPopulate(raw: unknown): string[] {
  const values: unknown[] = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? Object.keys(raw)
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => (raw as Record<string, unknown>)[key])
      : raw === undefined || raw === null
        ? []
        : [raw];
  return values
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * One id or many (`id=1`, `id[]=1&id[]=2`, an index-keyed object), as positive integers up to
 * MAX_ID (wire.ts). @returns undefined when absent, `[]` when any value is not such an id.
 */
export function readIds(raw: unknown): number[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const ids = readPopulate(raw).map(parseId);
  return ids.every((id) => id !== undefined) ? (ids as number[]) : [];
}
