/**
 * Route focus and page titles (issue 15 "Focus and names", WCAG 2.4.2 and 2.4.3), loaded after the
 * first paint (the schedule's first-load budget). `document.title` reads "<heading> · <studio>"
 * and follows the main heading when it renders or changes (lazy page, data, language); with
 * `focus`, the heading takes focus once, as soon as it is there. It also puts the skip link in.
 */
import { focusElement, mainHeading } from './focus-heading.ts';
import { installSkipLink } from './skip-link.ts';

/** Watches the page for its heading; returns the function that stops watching. */
export function watchRoute(studioName: string, focus: boolean): () => void {
  installSkipLink();
  let focusPending = focus;
  const update = () => {
    const heading = mainHeading();
    const name = heading?.textContent?.trim();
    const title = name && name !== studioName ? `${name} · ${studioName}` : studioName;
    if (document.title !== title) document.title = title;
    if (heading && focusPending) {
      focusPending = false;
      focusElement(heading);
    }
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
