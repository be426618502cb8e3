/**
 * Upcoming classes on My profile (seed 000 "My profile", §9: one year ahead): a compact list of
 * date, time and class, each linking to the class in the schedule.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatClassSpan } from '../../../entities/class/lib/format-class-time.ts';
import { useMyClasses } from '../api/get-my-classes.ts';
import './my-classes.css';

export function UpcomingClassesSection() {
  const { t, i18n } = useTranslation('my-classes');
  const user = useCurrentUser();
  const query = useMyClasses(user?.id);
  return (
    <section className="upcoming-classes" aria-labelledby="upcoming-classes-title">
      <h2 id="upcoming-classes-title">{t('upcoming_title')}</h2>
      {query.isError ? (
        <p role="alert">{t('load_error')}</p>
      ) : !query.data ? (
        <Spinner />
      ) : query.data.length === 0 ? (
        <p className="my-classes-empty">{t('none')}</p>
      ) : (
        <ul className="upcoming-list">
          {query.data.map((cls) => (
            <li key={cls.id} className={cls.cancelled ? 'is-cancelled' : undefined}>
              <Link to={`/schedule?week=${cls.date}&class=${cls.id}`}>
                <span className="upcoming-when">
                  {formatClassSpan(cls.date, cls.start_time, cls.end_time, i18n.language)}
                </span>
                <span className="upcoming-name">{cls.class_type?.name}</span>
                <span className="upcoming-state">{stateLabel(cls, t)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function stateLabel(cls: Class, t: TFunction<'my-classes'>): string {
  if (cls.cancelled) return t('cancelled');
  if (cls.user_is_signed_up_for_waiting_list) {
    return t('waiting_list_number', { number: cls.user_number_on_waiting_list ?? '' });
  }
  if (cls.user_is_signed_up_for_livestream) return t('livestream');
  return t('seats', { count: cls.user_signup_count ?? 1 });
}
