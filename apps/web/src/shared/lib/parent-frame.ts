/**
 * Iframe mode (seed 000 §1: "inside an iframe, it posts a close command to the parent page"). The
 * studio's page frames the app with our one-line embed script (apps/api/src/studio/embed), which listens
 * for these messages *(design, issue 13)*:
 *
 * - `{ type: 'studio-booking:close' }`: the product is done (the dialog close actions goToProfile /
 *   closeOverlay of seed 000 §4); the embed script takes the frame back to its start page and
 *   fires a `studio-booking:close` event on the iframe element for the studio's own page.
 * - `{ type: 'studio-booking:height', height }`: the content's height in CSS pixels, after every
 *   change (app/frame/auto-height.ts), so the studio's page sizes the frame with no second scrollbar.
 * - `{ type: 'studio-booking:scroll-top' }`: a new page opened in the frame (seed 000 §2, every
 *   navigation scrolls to the top); the studio's page brings the frame's top into view.
 *
 * Messages go to any parent origin (`'*'`): they carry no customer data, and the parent is already
 * limited to the studio's own sites by the page's CSP `frame-ancestors`.
 */

/** The messages the app posts to the page that frames it. */
export type ParentMessage =
  | { type: 'studio-booking:close' }
  | { type: 'studio-booking:height'; height: number }
  | { type: 'studio-booking:scroll-top' };

/** Whether the app runs inside another page's frame (window.top is not this window). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // reading `top` can only throw across origins, i.e. when framed
  }
}

/** Posts `message` to the framing page; nothing when not framed. */
export function postToParent(message: ParentMessage, win: Window = window): void {
  if (isFramed(win)) win.parent.postMessage(message, '*');
}

/**
 * A dialog's "close" action (seed 000 §4 closeOverlay): in a frame the parent page is told to
 * close; otherwise `goToProfile` runs (on our own site "closing" means going to My profile).
 */
export function closeOverlay(goToProfile: () => void, win: Window = window): void {
  if (isFramed(win)) postToParent({ type: 'studio-booking:close' }, win);
  else goToProfile();
}
