/**
 * Auto-height in iframe mode (issue 13): the content's height is posted to the framing page
 * (`studio-booking:height`, shared/lib/parent-frame.ts) whenever it changes, debounced by 100 ms
 * (seed 000 §9 resize debounce). Lazy-loaded by main.tsx only when framed.
 *
 * An open dialog is `position: fixed`, so it adds nothing to the page's height: its own natural
 * height (plus the overlay's padding) counts too, so a dialog taller than the page still fits.
 *
 * The studio's page says which slice of the frame the visitor sees (`studio-booking:viewport`,
 * apps/api/src/studio/embed/embed-script.ts); it becomes `--frame-visible-top` / `--frame-visible-height`
 * on <html data-embedded>, where shell.css places dialogs and snackbar/ui places messages.
 */
import { postToParent } from '../../shared/lib/parent-frame.ts';

const DEBOUNCE_MS = 100;
/** Room around a dialog (the overlay's 1 rem padding on each side). */
const DIALOG_MARGIN = 32;

/** The height the frame needs for the page and any open dialog, in whole CSS pixels. */
export function contentHeight(doc: Document = document): number {
  const root = doc.getElementById('root');
  let height = root
    ? root.getBoundingClientRect().bottom + (doc.defaultView?.scrollY ?? 0)
    : doc.documentElement.scrollHeight;
  for (const modal of doc.querySelectorAll<HTMLElement>('.dialog-modal, [role="dialog"]')) {
    height = Math.max(height, modal.scrollHeight + DIALOG_MARGIN);
  }
  return Math.ceil(height);
}

/** Follows the visible slice the framing page reports; returns a function that stops it. */
export function followParentViewport(win: Window = window): () => void {
  const root = win.document.documentElement;
  root.dataset.embedded = '';
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent) return;
    const data = event.data as { type?: unknown; top?: unknown; height?: unknown } | null;
    if (data?.type !== 'studio-booking:viewport') return;
    const top = Number(data.top);
    const height = Number(data.height);
    if (!Number.isFinite(top) || !Number.isFinite(height) || top < 0 || height < 0) return;
    root.style.setProperty('--frame-visible-top', `${Math.round(top)}px`);
    root.style.setProperty('--frame-visible-height', `${Math.round(height)}px`);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** Starts watching the document; returns a function that stops it. */
export function startAutoHeight(win: Window = window): () => void {
  const doc = win.document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = -1;
  const send = () => {
    timer = undefined;
    const height = contentHeight(doc);
    if (height === sent) return;
    sent = height;
    postToParent({ type: 'studio-booking:height', height }, win);
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(send, DEBOUNCE_MS);
  };
  const resize = new ResizeObserver(schedule);
  resize.observe(doc.documentElement);
  if (doc.body) resize.observe(doc.body);
  const root = doc.getElementById('root');
  if (root) resize.observe(root);
  // Dialogs open in a portal at the end of <body>: their arrival changes no observed size.
  const mutations = new MutationObserver(schedule);
  mutations.observe(doc.body, { childList: true, subtree: true });
  schedule();
  return () => {
    clearTimeout(timer);
    resize.disconnect();
    mutations.disconnect();
  };
}
