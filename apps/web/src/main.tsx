/**
 * Entry: shows the Init spinner at once, reads the runtime config and languages, then creates the
 * router (whose loaders start fetching the studio and login status) and renders the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './shared/api/config.ts';
import { initI18n } from './shared/i18n/i18n.ts';
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

await Promise.all([loadConfig(), initI18n()]);
const router = createAppRouter();
routeToLoginWhenSessionEnds(router);

root.render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
