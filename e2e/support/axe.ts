/**
 * axe-core inside the journeys (issue 15 Done means 2, issue 26 item 8): the WCAG 2.0, 2.1 and
 * 2.2 A and AA rules run on the page as it is (an open dialog included), and the test fails on
 * any moderate, serious or critical violation (only `minor` findings pass), listing rule, impact, help and the offending selectors. Nothing is excluded:
 * react-aria's live announcer, whose stale "pending" images once failed role-img-alt, is cleared
 * by the shared Button (apps/web/src/shared/ui/button.tsx).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['moderate', 'serious', 'critical']);

/** Runs axe on `page` and fails with a readable list when a moderate or worse rule is broken. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
  const report = failing.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(report, `axe on ${label}`).toEqual([]);
}
