/**
 * My classes on My profile (seed 000 "My profile", "My classes item"): the customer's upcoming
 * bookings, waiting-list places and livestream signups, each with its actions. A line under the
 * heading says so: Upcoming classes (upcoming-classes-section.tsx) is the studio's next classes.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStudio } from '../../../shared/api/studio.ts';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { useMyClasses } from '../api/get-my-classes.ts';
import { isMobileAppMode } from '../../../shared/session/mobile-app-mode.ts';
import { MyClassItem } from './my-class-item.tsx';
import './my-classes.css';

export function MyClassesSection() {
  const { t } = useTranslation(['my-classes', 'errors']);
  const user = useCurrentUser();
  const { settings } = useStudio();
  const query = useMyClasses(user?.id);
  const mobileApp = isMobileAppMode();
  return (
    <section className="my-classes" aria-labelledby="my-classes-title">
      <h2 id="my-classes-title">{t('title')}</h2>
      <p className="section-intro">{t('intro')}</p>
      {query.isError ? (
        <p role="alert">{t('load_error')}</p>
      ) : !query.data ? (
        <ListSkeleton />
      ) : query.data.length === 0 ? (
        <p className="my-classes-empty">
          {t('none')} <Link to="/schedule">{t('see_schedule')}</Link>
        </p>
      ) : (
        <ul className="my-classes-list">
          {query.data.map((cls) => (
            <li key={cls.id}>
              <MyClassItem
                cls={cls}
                multipleSeats={!!settings.customer_can_reserve_multiple_seats_for_class}
                showCalendarLink={!mobileApp}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
