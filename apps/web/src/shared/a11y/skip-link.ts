/**
 * The skip link (issue 15, WCAG 2.4.1): the first focusable element of the document, shown on
 * focus (app/shell.css `.skip-link`), moving focus to the main content (on the schedule, the
 * first class card not yet started). Added by script outside the React tree, after the first
 * paint (the schedule's first-load budget), and relabelled when the language changes.
 */
import i18n from 'i18next';
import { focusMainContent } from './focus-heading.ts';

// Three words kept here, so the first load fetches no extra catalog.
const LABELS: Record<string, string> = {
  da: 'Gå til indhold',
  en: 'Skip to content',
  nb: 'Hopp til innhold',
};
const label = () => LABELS[(i18n.language ?? 'da').slice(0, 2)] ?? LABELS.da!;

/** Puts the skip link first in `<body>` once; calling again does nothing. */
export function installSkipLink(doc: Document = document): void {
  if (doc.querySelector('.skip-link')) return;
  const link = doc.createElement('a');
  link.className = 'skip-link';
  link.href = '#main';
  link.textContent = label();
  link.addEventListener('click', (event) => {
    event.preventDefault();
    focusMainContent(doc);
  });
  i18n.on('languageChanged', () => {
    link.textContent = label();
  });
  doc.body.prepend(link);
}
