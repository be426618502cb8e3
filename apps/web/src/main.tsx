/**
 * Entry: shows the Init spinner at once, reads the runtime config and languages, then creates the
 * router (whose loaders start fetching the studio and login status) and renders the app. Sets up
 * mobile-app mode's token message and iframe mode's auto-height first.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './shared/api/config.ts';
import { queryClient } from './shared/api/query-client.ts';
import { storeToken } from './shared/api/token.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { isMobileAppMode } from './shared/session/mobile-app-mode.ts';
import { loginStatusQuery } from './shared/session/session.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { routeToLoginWhenSessionEnds } from './app/session-over.ts';
import './shared/ui/base.css';
import './shared/ui/spinner.css';

const root = createRoot(document.getElementById('root')!);
root.render(
  <div className="spinner-screen" role="status" aria-busy="true">
    <span className="spinner" aria-hidden="true" />
  </div>,
);

// In the studio's app the token arrives by message (seed 000 §7); in a studio's frame the page's
// height is posted to it (issue 13), with the code for that fetched only when framed.
if (isMobileAppMode())
  void import('./shared/api/app-token.ts').then(({ receiveAppToken }) =>
    receiveAppToken(storeToken),
  );
if (window.self !== window.top) {
  void import('./app/frame/auto-height.ts').then((frame) => {
    frame.followParentViewport();
    frame.startAutoHeight();
  });
}

// The login status is asked for as soon as the config is known, beside the texts: a logged-in
// customer's week waits for it (issue 15, schedule visible).
await Promise.all([
  loadConfig().then(() => void queryClient.prefetchQuery(loginStatusQuery)),
  initI18n(),
]);
const router = createAppRouter();
routeToLoginWhenSessionEnds(router);

root.render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
