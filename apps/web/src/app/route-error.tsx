/**
 * The root error boundary (STYLE.md: route errorElements handle failed loads, one root boundary
 * catches bugs): a plain message with Reload and a way to the schedule.
 */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import '../shared/ui/button.css';
import './shell.css';

/** errorElement of the root route. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page page-narrow route-error">
      <h1 className="page-title">{t(notFound ? 'page_not_found' : 'error_title')}</h1>
      {!notFound && <p>{t('error_message')}</p>}
      {!notFound && (
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
          {t('reload')}
        </button>
      )}
      <Link to="/schedule" className="button button-secondary">
        {t('go_to_schedule')}
      </Link>
    </main>
  );
}
