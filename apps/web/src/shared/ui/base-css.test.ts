/**
 * One link style for the whole app (issue 26: links were browser blue next to styled buttons):
 * the base stylesheet colours every link with the studio's primary colour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'base.css'), 'utf8');
const rule = (selector: string) =>
  new RegExp(`(^|\\n)${selector} \\{([^}]*)\\}`).exec(css)?.[2] ?? '';

test('links take the studio’s primary colour, underlined, visited or not', () => {
  const link = rule('a');
  expect(link).toContain('color: var(--color-primary)');
  expect(link).toContain('text-decoration: underline');
  expect(css).not.toMatch(/a:visited \{[^}]*color/);
  expect(rule('a:hover')).toContain('text-decoration-thickness');
});
