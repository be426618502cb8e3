/**
 * Google Tag Manager (seed 000 §1): when the studio's `google_tag_manager_id` is set, GTM's script
 * is added once the first page has shown and the browser is idle, so it never weighs on the
 * schedule's first load. Events pushed to `window.dataLayer` before it arrives (the purchase event,
 * features/checkout/lib/tag-manager.ts) are read by GTM when it starts. The page's CSP allows
 * googletagmanager.com only for a studio with an id (apps/api/src/http/security-headers.ts).
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A container id as GTM issues them (`GTM-XXXXXXX`); anything else is ignored. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Adds GTM's script for container `id`, once; returns whether it was (or already is) added. */
export function loadTagManager(id: string, win: Window = window): boolean {
  const doc = win.document;
  const container = id.trim().toUpperCase();
  if (!CONTAINER_ID.test(container)) return false;
  if (doc.getElementById('gtm-script')) return true;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
  doc.head.appendChild(script);
  return true;
}

/** Runs `task` when the browser is idle (at most 3 s later); a timer where idle callbacks are missing. */
export function whenIdle(task: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}
