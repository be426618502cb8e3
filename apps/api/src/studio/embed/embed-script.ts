/**
 * The embed script (issue 13), served as `GET /embed.js`. A studio's page includes it with one line:
 *
 *   <script src="https://<our host>/embed.js" data-client-id="1" async></script>
 *
 * and gets the booking product in an iframe right after the tag. Attributes: `data-client-id`
 * (the studio, CONTRACT §1.2 `clientId`), `data-path` (the first page, default `/schedule`),
 * `data-title` (the frame's accessible name, default "Booking"). It listens to the frame's
 * messages (apps/web/src/shared/lib/parent-frame.ts), from our origin and that frame only:
 *
 * - `{type: 'studio-booking:height', height}` sets the frame's height, so the page has no second
 *   scrollbar;
 * - `{type: 'studio-booking:scroll-top'}` (a new page in the frame) scrolls the frame's top into
 *   view when the visitor had scrolled past it;
 * - `{type: 'studio-booking:close'}` (and the gift-card page's older `'closeGiftCardPopup'`) fires
 *   a bubbling `studio-booking:close` DOM event on the iframe for the studio's page to act on
 *   (hide its overlay, show a message); the frame is kept, so a session held in memory survives.
 *
 * Plain ES2017 with no dependencies, since it runs on the studio's page, not in our build.
 */
export const embedScript = `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var start = new URL(script.getAttribute('data-path') || '/schedule', origin);
  if (start.origin !== origin) return;
  var clientId = script.getAttribute('data-client-id');
  if (clientId) start.searchParams.set('clientId', clientId);
  var frame = document.createElement('iframe');
  frame.src = start.href;
  frame.title = script.getAttribute('data-title') || 'Booking';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;height:640px;border:0;overflow:hidden;';
  script.parentNode.insertBefore(frame, script.nextSibling);

  var pending = false;
  function sendViewport() {
    pending = false;
    if (!frame.contentWindow) return;
    var box = frame.getBoundingClientRect();
    var top = Math.max(0, -box.top);
    var bottom = Math.min(box.height, window.innerHeight - box.top);
    frame.contentWindow.postMessage(
      { type: 'studio-booking:viewport', top: Math.round(top), height: Math.round(Math.max(0, bottom - top)) },
      origin
    );
  }
  function viewportChanged() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(sendViewport);
  }
  window.addEventListener('scroll', viewportChanged, { passive: true });
  window.addEventListener('resize', viewportChanged);
  frame.addEventListener('load', viewportChanged);

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data === 'closeGiftCardPopup' ? { type: 'studio-booking:close' } : event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'studio-booking:height') {
      var height = Number(data.height);
      if (height > 0 && height < 100000) frame.style.height = Math.ceil(height) + 'px';
      viewportChanged();
    } else if (data.type === 'studio-booking:scroll-top') {
      if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView();
      viewportChanged();
    } else if (data.type === 'studio-booking:close') {
      frame.dispatchEvent(new CustomEvent('studio-booking:close', { bubbles: true }));
    }
  });
})();
`;
