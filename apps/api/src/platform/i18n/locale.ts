/** The languages the server writes texts in (CONTRACT §1.2, §1.13; ours adds `nb`). */
export const locales = ['da', 'en', 'nb'] as const;
export type Locale = (typeof locales)[number];

/** A setting or header value → a supported locale, Danish by default (decision 4). */
export function toLocale(value: unknown): Locale {
  const short = String(value ?? '')
    .toLowerCase()
    .slice(0, 2);
  if (short === 'no' || short === 'nn') return 'nb';
  return (locales as readonly string[]).includes(short) ? (short as Locale) : 'da';
}

export type Texts = Record<Locale, string>;

/** Fills `{name}` placeholders. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in params ? String(params[key]) : match,
  );
}
