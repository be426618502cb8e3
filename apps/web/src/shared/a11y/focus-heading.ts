/**
 * Focus helpers for the shell (issue 15 "Focus and names", WCAG 2.4.3): the page's main heading
 * and the first thing of the main content, made focusable by script only (`tabIndex = -1`).
 */

/** The page's main heading: the `<h1>` inside `<main>`, else the first `<h1>`; null before it renders. */
export function mainHeading(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/** Focuses `element` without scrolling; one that is not focusable gets `tabIndex = -1` first. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Where the skip link goes: the first class card of the schedule that can still be booked (on a
 * Wednesday, not Monday's classes that have ended), else its first card, else the main heading,
 * else `<main>` itself; scrolled into view. Returns whether something took focus.
 */
export function focusMainContent(doc: Document = document): boolean {
  const target =
    doc.querySelector<HTMLElement>('main .class-card:not(.is-started):not(:disabled)') ??
    doc.querySelector<HTMLElement>('main .class-card') ??
    mainHeading(doc) ??
    doc.querySelector<HTMLElement>('main');
  if (!target) return false;
  focusElement(target);
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}
