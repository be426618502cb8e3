/**
 * The router's catch-all (seed 000 §2): a Danish-named path redirects to its English one with
 * its query (`/min-profil?x=1` → `/my-profile?x=1`); any other unknown path shows
 * "Page not found" in the app shell, with ways back (issue 26: no raw "Not Found"). Loaded only
 * when such a path is asked for, so the Danish table is not on the schedule's first load.
 */
import { useTranslation } from 'react-i18next';
import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { danishPaths } from '@studio/contract/danish-paths';
import '../shared/ui/button.css';
import './shell.css';

/** The English path of a Danish one (with the query), else null: no such page. */
export function unknownPathTarget(url: URL): string | null {
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  const english = Object.hasOwn(danishPaths, path) ? danishPaths[path] : undefined;
  return english ? english + url.search : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const target = unknownPathTarget(new URL(request.url));
  return target ? redirect(target) : null;
}

/** "Page not found", in the shell: the heading takes focus like any page's (route-focus.ts). */
export function Component() {
  const { t } = useTranslation();
  return (
    <main className="page page-narrow route-error">
      <h1 className="page-title">{t('page_not_found')}</h1>
      <p>{t('page_not_found_message')}</p>
      <Link to="/schedule" className="button button-primary">
        {t('go_to_schedule')}
      </Link>
      <Link to="/" className="button button-secondary">
        {t('go_to_start')}
      </Link>
    </main>
  );
}
