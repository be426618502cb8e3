/**
 * The app has no fallback language (i18n.ts): every namespace's catalog must have the same keys in
 * Danish, English and Norwegian, or a text would show as its key. Plural forms count as one key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const languages = ['da', 'en', 'nb'] as const;

/** `a.b_one` and `a.b_other` are the key `a.b`. */
function keysOf(file: string): string[] {
  const walk = (value: unknown, prefix: string): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => walk(inner, `${prefix}${key}.`))
      : [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '')];
  return [...new Set(walk(JSON.parse(readFileSync(file, 'utf8')), ''))].sort();
}

const namespaces: Array<[string, (language: string) => string]> = [
  ...readdirSync(join(src, 'features'))
    .filter((feature) => readdirSync(join(src, 'features', feature)).includes('i18n'))
    .map((feature): [string, (language: string) => string] => [
      feature,
      (language) => join(src, 'features', feature, 'i18n', `${language}.json`),
    ]),
  ...readdirSync(join(src, 'shared', 'i18n', 'da')).map(
    (file): [string, (language: string) => string] => [
      file,
      (language) => join(src, 'shared', 'i18n', language, file),
    ],
  ),
];

test.each(namespaces)('the %s catalog has the same keys in da, en and nb', (_name, fileOf) => {
  const [da, en, nb] = languages.map((language) => keysOf(fileOf(language)));
  expect(da).toEqual(en);
  expect(nb).toEqual(en);
});

/** Every leaf text of a catalog, by its full key. */
function textsOf(file: string): Array<[string, string]> {
  const walk = (value: unknown, prefix: string): Array<[string, string]> =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => walk(inner, `${prefix}${key}.`))
      : [[prefix.slice(0, -1), String(value)]];
  return walk(JSON.parse(readFileSync(file, 'utf8')), '');
}

// Issue 26 ("1 klasser"): a text with a count is a plural key (`_one`/`_other`), in every language.
test.each(namespaces)('the %s catalog says counts through plural keys', (_name, fileOf) => {
  for (const language of languages) {
    const texts = textsOf(fileOf(language));
    const keys = new Set(texts.map(([key]) => key));
    for (const [key, text] of texts) {
      if (/\{\{count\}\}/.test(text))
        expect(key, `${language}: ${key}`).toMatch(/_(zero|one|two|few|many|other)$/);
      if (key.endsWith('_one'))
        expect(keys, `${language}: ${key}`).toContain(`${key.slice(0, -4)}_other`);
    }
  }
});
