/**
 * i18next set-up (seed 000 §1): Danish by default, English, Norwegian Bokmål. Shared
 * namespaces live in `shared/i18n/<lng>/<ns>.json`; each feature's namespace (its folder name) in
 * `features/<ns>/i18n/<lng>.json`, loaded when a route first needs it.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../lib/safe-storage.ts';

export const languages = ['da', 'en', 'nb'] as const;
export type Language = (typeof languages)[number];

type Catalog = Record<string, unknown>;
const catalogPaths = (lng: string, ns: string) => [
  `./${lng}/${ns}.json`,
  `./${ns}/i18n/${lng}.json`,
];

/**
 * In the browser a catalog is fetched as a JSON file (data, not JavaScript on the first load);
 * under Vitest, where there is no file server, it is imported as a module.
 */
// Feature catalogs are keyed from the features folder (`./<ns>/i18n/<lng>.json`): the table is
// on the first load, and the shorter keys keep it small.
const catalogUrls: Record<string, string> = {
  ...import.meta.glob<string>('./*/*.json', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob<string>('./*/i18n/*.json', {
    query: '?url',
    import: 'default',
    eager: true,
    base: '../../features',
  }),
};
const catalogModules =
  import.meta.env.MODE === 'test'
    ? {
        ...import.meta.glob<Catalog>('./*/*.json', { import: 'default' }),
        ...import.meta.glob<Catalog>('./*/i18n/*.json', {
          import: 'default',
          base: '../../features',
        }),
      }
    : {};

function catalogLoader(lng: string, ns: string): (() => Promise<Catalog>) | undefined {
  for (const path of catalogPaths(lng, ns)) {
    const load = catalogModules[path];
    if (load) return load;
    const url = catalogUrls[path];
    if (url) return () => fetch(url).then((response) => response.json() as Promise<Catalog>);
  }
  return undefined;
}

const CHOSEN_KEY = 'language';

/** A supported language for a setting or stored choice (`no` → `nb`), Danish when unknown. */
export function toLanguage(value: unknown): Language {
  const short = String(value ?? '')
    .slice(0, 2)
    .toLowerCase();
  if (short === 'no' || short === 'nn') return 'nb';
  return (languages as readonly string[]).includes(short) ? (short as Language) : 'da';
}

/** The language the customer picked in this browser, if any. */
export const chosenLanguage = (): Language | null => {
  const stored = localStore.get(CHOSEN_KEY);
  return stored ? toLanguage(stored) : null;
};

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use({
      type: 'backend',
      init: () => {},
      read(lng: string, ns: string, callback: (error: unknown, data: unknown) => void) {
        const load = catalogLoader(lng, ns);
        if (!load) return callback(null, {});
        load().then(
          (catalog) => callback(null, catalog),
          (error: unknown) => callback(error, null),
        );
      },
    })
    .use(initReactI18next)
    .init({
      lng: chosenLanguage() ?? 'da',
      // Every catalog has every key in all three languages (catalogs.test.ts), so no fallback:
      // waiting for English beside the page's language slowed every first page (issue 15).
      fallbackLng: false,
      supportedLngs: [...languages],
      // Feature namespaces (and errors, validation) load with the screen that needs them.
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18n.language;
  return i18n;
}

/**
 * Follows the studio's `locale` setting unless the customer picked a language. A studio that hides
 * the picker (`frontend_show_language_picker` off) gets its locale whatever was picked before.
 */
export async function applyStudioLanguage(
  studioLocale: unknown,
  followChoice = true,
): Promise<void> {
  if (followChoice && chosenLanguage()) return;
  await setLanguage(toLanguage(studioLocale), false);
}

export async function setLanguage(language: Language, remember = true): Promise<void> {
  // The interface only: server texts stay in the studio's `locale` (CONTRACT §1.2), since the
  // contract's headers carry no language (§1.1).
  if (remember) localStore.set(CHOSEN_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
