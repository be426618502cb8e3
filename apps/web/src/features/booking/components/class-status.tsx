/**
 * The customer's state in a class, as short badges: booked, waiting list, livestream, cancelled;
 * and the waiting list's state (`waitingListText`, in the page's language).
 */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';

export function ClassStatus({ cls, waitingListText }: { cls: Class; waitingListText: string }) {
  const { t } = useTranslation('booking');
  const series =
    cls.user_is_signed_up_for_class_with_class_series_name ??
    cls.user_is_signed_up_for_livestream_with_class_series_name;
  return (
    <ul className="class-status" aria-label={t('your_status')}>
      {!!cls.cancelled && <li className="badge badge-danger">{t('cancelled')}</li>}
      {!!cls.user_is_signed_up_for_class && (
        <li className="badge badge-success">
          {t('booked_seats', { count: cls.user_signup_count ?? 1 })}
        </li>
      )}
      {!!cls.user_is_signed_up_for_waiting_list && (
        <li className="badge">
          {t('waiting_list_number', { number: cls.user_number_on_waiting_list ?? '' })}
        </li>
      )}
      {!!cls.user_is_signed_up_for_livestream && (
        <li className="badge badge-success">{t('signed_up_livestream')}</li>
      )}
      {series && <li className="badge">{t('via_series', { name: series })}</li>}
      {waitingListText && <li className="badge">{waitingListText}</li>}
    </ul>
  );
}
