/**
 * Upcoming classes on My profile (seed 000 "My profile"; issue 26): what is coming up at the
 * studio, the next classes the customer has not booked, as a compact list of date, time and
 * class, each linking to the class in the schedule. My classes (my-classes-section.tsx) holds the
 * customer's own bookings with their actions, so the two never show the same list; each says so
 * under its heading.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { formatClassSpan } from '../../../entities/class/lib/format-class-time.ts';
import { useStudioClasses } from '../api/get-studio-classes.ts';
import './my-classes.css';

export function UpcomingClassesSection() {
  const { t, i18n } = useTranslation('my-classes');
  const user = useCurrentUser();
  const query = useStudioClasses(user?.id);
  return (
    <section className="upcoming-classes" aria-labelledby="upcoming-classes-title">
      <h2 id="upcoming-classes-title">{t('upcoming_title')}</h2>
      <p className="section-intro">{t('upcoming_intro')}</p>
      {query.isError ? (
        <p role="alert">{t('upcoming_load_error')}</p>
      ) : !query.data ? (
        <ListSkeleton />
      ) : query.data.length === 0 ? (
        <p className="my-classes-empty">{t('upcoming_none')}</p>
      ) : (
        <ul className="upcoming-list">
          {query.data.map((cls) => (
            <li key={cls.id}>
              <Link to={`/schedule?week=${cls.date}&class=${cls.id}`}>
                <span className="upcoming-when">
                  {formatClassSpan(cls.date, cls.start_time, cls.end_time, i18n.language)}
                </span>
                <span className="upcoming-name">{cls.class_type?.name}</span>
                <span className="upcoming-state">
                  {cls.class_is_fully_booked ? t('fully_booked') : t('see_class')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/schedule">{t('see_schedule')}</Link>
      </p>
    </section>
  );
}
