/**
 * Countries for the signup form (seed 000 §9: default DK; names in the customer's language).
 * Names come from `Intl.DisplayNames`, so no country list is shipped per language.
 */
const CODES =
  'DK SE NO FI IS FO GL DE NL BE LU FR GB IE ES PT IT AT CH PL CZ SK HU SI HR RO BG GR CY MT EE LV LT UA TR US CA MX BR AR AU NZ JP CN IN ZA AE IL'.split(
    ' ',
  );

/** `{value: 'DK', label: 'Danmark'}` … sorted by name in `language`, Denmark first. */
export function countryOptions(language: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // Very old browsers: show the codes.
  }
  const options = CODES.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  const [denmark, ...rest] = options;
  rest.sort((a, b) => a.label.localeCompare(b.label, language));
  return denmark ? [denmark, ...rest] : rest;
}
