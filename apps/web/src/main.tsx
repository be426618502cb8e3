/** Entry: reads the runtime config and languages, then renders the app shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './shared/api/config.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { App } from './app/app.tsx';
import './shared/ui/base.css';

await Promise.all([loadConfig(), initI18n()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
