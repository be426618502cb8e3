/**
 * For visitors: "Log in to book", to Login. The class's route (with `?class=<id>` and the week) is
 * remembered first, so after logging in or signing up the customer is back in this class dialog
 * (issue 15 "Keep the customer's place"; seed 000 §2 guard).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rememberRoute } from '../../../shared/session/remembered-route.ts';

export function LoginToBook() {
  const { t } = useTranslation('booking');
  const { pathname, search } = useLocation();
  return (
    <Link
      className="button button-primary"
      to="/login"
      onClick={() => rememberRoute(pathname + search)}
    >
      {t('log_in_to_book')}
    </Link>
  );
}
