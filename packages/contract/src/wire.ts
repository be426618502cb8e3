/**
 * Wire primitives the schemas build on (CONTRACT §1.1, §1.8, §1.10). In requests nothing is coerced
 * from a wrong type: a number is a JSON number or, where the contract allows it, a string of digits.
 * `null`, `""`, `false`, `[]` and friends are refused (a 400), never read as 0. In answers, what any
 * provider may send is read into one form: a boolean as `true`/`false` or `0`/`1` (`WireBool`), a
 * field only our design has as its default when it is missing (`designDefault`).
 */
import * as z from 'zod/mini';

/** Largest id our database holds (PostgreSQL `integer`); larger ids are refused, never a 500. */
export const MAX_ID = 2_147_483_647;

const digits = /^\d{1,10}$/;

/** A whole number given as a JSON number or a string of digits; anything else is not a number. */
export function wireInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && digits.test(value)) return Number(value);
  return undefined;
}

/** A positive integer id up to MAX_ID, or undefined (CONTRACT §1.1: numbers or numeric strings). */
export function parseId(value: unknown): number | undefined {
  const id = wireInt(value);
  return id !== undefined && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A whole number from `min` to `max`, as a JSON number or a string of digits. */
export const WireInt = (min: number, max: number) =>
  z
    .pipe(
      z.union([z.number(), z.string().check(z.regex(digits, 'validation:integer'))]),
      z.transform((value) => Number(value)),
    )
    .check(z.int('validation:integer'), z.minimum(min), z.maximum(max));

/** A positive integer id, as a JSON number or a string of digits (CONTRACT §1.1). */
export const Id = WireInt(1, MAX_ID);

/** A real calendar date `YYYY-MM-DD` (no 2026-02-30), a Copenhagen date (CONTRACT §1.8). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A string without NUL characters (PostgreSQL text refuses them: they would answer 500). */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * `populate` in any form CONTRACT §1.6 allows (list, indexed object, repeated, comma). Left
 * untyped on purpose: the api reads it into keys, and anything else (a nested object) is an
 * invalid key, answered with the contract's `"The following populate fields are invalid: …"`.
 */
export const PopulateQuery = z.optional(z.unknown());

/**
 * A boolean in an answer, as any provider may send it (CONTRACT §1.10): `true`/`false`, or `0`/`1`
 * (the reference's style-B columns such as `archived`, `cancelled`, `for_sale`, and a false
 * `class_accepts_*` or `user_can_sign_up_*`). Yields a real boolean, so `{flag && …}` never renders
 * a stray "0" and `flag === false` means what it says. Our server always sends real booleans.
 */
export const WireBool = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value): boolean => value === true || value === 1),
);

/**
 * A field only our design has (CONTRACT *(design)* / [MISSING]): read as sent, or as `fallback`
 * when another provider leaves it out, so the app shows what it can (`item_count` → 1,
 * `registration_fee` → 0, `installments` → []).
 */
export const designDefault = <T extends z.core.SomeType>(
  schema: T,
  fallback: z.core.util.NoUndefined<z.core.output<T>>,
) =>
  // A fresh copy each time: a list one answer's reader sorts is never another answer's default.
  z._default(schema, () => structuredClone(fallback));
