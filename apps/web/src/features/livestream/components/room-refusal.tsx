/**
 * The room's answer to a customer it does not let in (issue 25): 403 "You are not signed up for
 * this livestream", with the way to the class in the schedule (its dialog: `?class=<id>`), or 404
 * "This livestream is not available" (no such streamed class), with the way to the schedule.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  status: 403 | 404;
  classId: number;
}

export function RoomRefusal({ status, classId }: Props) {
  const { t } = useTranslation('livestream');
  return (
    <main className="page page-narrow livestream-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="livestream-status">{t(status === 403 ? 'not_signed_up' : 'not_available')}</p>
      <div className="livestream-actions">
        {status === 403 ? (
          <Link to={`/schedule?class=${classId}`} className="button button-primary">
            {t('see_class')}
          </Link>
        ) : (
          <Link to="/schedule" className="button button-primary">
            {t('common:go_to_schedule')}
          </Link>
        )}
      </div>
    </main>
  );
}
