/**
 * Money on the wire and in arithmetic (CONTRACT §1.9): amounts travel as kroner (decimal numbers,
 * or numeric strings from some providers and from our `numeric` columns); every sum, share and
 * comparison is done in integer øre, and converted back once, at the edge.
 */

/** Kroner (number or numeric string, e.g. `449.5`, `"449.50"`) → integer øre (`44950`). */
export function toOre(kroner: number | string): number {
  const value = typeof kroner === 'number' ? kroner : Number(kroner);
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${String(kroner)}`);
  return Math.round(value * 100);
}

/** Integer øre → kroner as a number for the wire (`44950` → `449.5`). */
export const toKroner = (ore: number): number => ore / 100;

/** Integer øre → a `numeric(12,2)` column value (`44950` → `"449.50"`). */
export const oreToDecimal = (ore: number): string => (ore / 100).toFixed(2);
