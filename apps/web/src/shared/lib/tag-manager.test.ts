import { expect, test } from 'vitest';
import { loadTagManager } from './tag-manager.ts';

/** A window with a document of its own, whose scripts are never fetched. */
const fakeWindow = () =>
  ({ document: document.implementation.createHTMLDocument('studio') }) as unknown as Window;

test("a studio's container id adds GTM's script once, after a gtm.start event", () => {
  const win = fakeWindow();
  expect(loadTagManager('GTM-AB12CD', win)).toBe(true);
  expect(loadTagManager('GTM-AB12CD', win)).toBe(true);
  const scripts = win.document.querySelectorAll('script#gtm-script');
  expect(scripts).toHaveLength(1);
  expect((scripts[0] as HTMLScriptElement).src).toBe(
    'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
  );
  expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
});

test('anything that is not a container id loads nothing', () => {
  const win = fakeWindow();
  expect(loadTagManager('"><script>alert(1)</script>', win)).toBe(false);
  expect(loadTagManager('UA-12345-1', win)).toBe(false);
  expect(win.document.getElementById('gtm-script')).toBeNull();
});
