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
