/**
 * The root error boundary (STYLE.md: route errorElements handle failed loads, one root boundary
 * catches bugs): a plain message with Reload and a way to the schedule. A studio the provider
 * does not know (`E_INVALID_CLIENT_ID`, `E_DOMAIN_NOT_RECOGNIZED`: CONTRACT §1.2, "fatal config
 * error") gets its own message and no buttons: reloading or the schedule would fail the same way.
 */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../shared/api/errors.ts';
import '../shared/ui/button.css';
import './shell.css';

const unknownStudioCodes = ['E_INVALID_CLIENT_ID', 'E_DOMAIN_NOT_RECOGNIZED'];

/** errorElement of the root route. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (error instanceof ApiError && unknownStudioCodes.includes(String(error.body)))
    return (
      <main className="page page-narrow route-error">
        <h1 className="page-title">{t('studio_not_found')}</h1>
        <p>{t('studio_not_found_message')}</p>
      </main>
    );
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
