/**
 * The API requests an app page starts before its scripts have loaded (issue 15, schedule visible):
 * a small inline script, allowed by its hash in the page's CSP, reads the `requests` (paths with
 * their query) of the page's boot data and fetches them with the headers the app would send, the
 * stored token included. A logged-in customer's login status and week, and a visitor's week, are
 * then on their way while the app's JavaScript downloads, instead of after it. The app takes each
 * answer once, when it asks for the same URL with the same token (apps/web/src/shared/api/
 * boot-data.ts `takeBootRequest`), and otherwise asks as it always did.
 *
 * `/get-login-status` is asked for only with a token. In mobile-app mode nothing is started: the
 * token arrives later by message (seed 000 §7). Storage a framed page may not read counts as none.
 */
import { createHash } from 'node:crypto';

/** The login status path (CONTRACT §2), asked for by the script only when a token is stored. */
export const loginStatusPath = '/get-login-status';

/** The page's inline script: `window.__bootRequests = [{ url, token, response }]`. */
export const bootScript = `(function () {
  var started = (window.__bootRequests = []);
  try {
    var boot = JSON.parse(document.getElementById('boot-data').textContent);
    var read = function (area, key) {
      try { return window[area].getItem(key); } catch (e) { return null; }
    };
    var appMode = /[?&]mobileAppMode=1(&|$)/.test(location.search);
    if (appMode || read('sessionStorage', 'mobileAppMode') === '1') return;
    var token = read('localStorage', 'accessToken') || read('sessionStorage', 'accessToken');
    var headers = {
      'X-Yogo-Request-Context': 'frontend',
      'X-Yogo-Client-Accepts-Extended-Error-Format': '1',
      'X-Yogo-Client-ID': String(boot.client.id)
    };
    if (token) headers.Authorization = 'Bearer ' + token;
    (boot.requests || []).forEach(function (url) {
      if (url === '${loginStatusPath}' && !token) return;
      var response = fetch(url, { headers: headers }).catch(function () { return null; });
      started.push({ url: url, token: token, response: response });
    });
  } catch (e) {}
})();`;

/** The script's CSP source, `'sha256-…'`. */
export const bootScriptSource = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
