/** For visitors: "Log in to book", to Login; the route guard brings them back here afterwards. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function LoginToBook() {
  const { t } = useTranslation('booking');
  const location = useLocation();
  return (
    <Link className="button button-primary" to="/login" state={{ from: location }}>
      {t('log_in_to_book')}
    </Link>
  );
}
