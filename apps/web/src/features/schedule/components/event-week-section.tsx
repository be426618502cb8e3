/**
 * The week's event time slots (session type "events"): the same day columns as classes, each slot
 * linking to the events page. A lazy chunk: most visitors never choose events.
 */
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { weekEventSlotsQuery, type EventTimeSlot } from '../api/get-week-event-slots.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { DayHeadingProps } from './day-heading.tsx';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

interface Props {
  /** The day heading of the class week, handed in so both views share one first-load copy. */
  Heading: ComponentType<DayHeadingProps>;
  week: IsoWeek;
  filters: ScheduleFilters;
  today: string;
}

export function EventWeekSection({ Heading, week, filters, today }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const query = useQuery(weekEventSlotsQuery(week, filters, userId));
  if (query.isError) return <p className="schedule-state">{t('load_error')}</p>;
  if (!query.data) return <Spinner />;
  return (
    <div className="week-view">
      {week.days.map((day) => {
        const slots = query.data
          .filter((slot) => slot.date.slice(0, 10) === day)
          .sort((a, b) => a.start_time.localeCompare(b.start_time));
        return (
          <section key={day} className="day-column" aria-labelledby={`event-day-${day}`}>
            <Heading
              id={`event-day-${day}`}
              date={day}
              language={i18n.language}
              today={day === today ? t('today') : undefined}
            />
            {slots.length === 0 ? (
              <p className="day-empty">{t('no_events')}</p>
            ) : (
              <ul className="day-classes">
                {slots.map((slot) => (
                  <li key={slot.id}>
                    <EventCard slot={slot} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function EventCard({ slot }: { slot: EventTimeSlot }) {
  const { t } = useTranslation('schedule');
  const { event } = slot;
  const color = event.event_group?.color ?? event.color ?? undefined;
  const teachers = (event.teachers ?? []).map((x) => `${x.first_name} ${x.last_name}`).join(', ');
  return (
    <Link
      to="/events"
      className={`class-card${slot.event_has_started ? ' is-started' : ''}`}
      style={{ '--class-color': color } as React.CSSProperties}
    >
      <span className="class-card-time">
        {slot.start_time.slice(0, 5)}–{slot.end_time.slice(0, 5)}
      </span>
      <span className="class-card-name">{event.name}</span>
      {teachers && <span className="class-card-line">{teachers}</span>}
      {event.room?.name && <span className="class-card-muted">{event.room.name}</span>}
      {slot.event_is_fully_booked && (
        <span className="class-card-capacity">{t('fully_booked')}</span>
      )}
      {slot.user_is_signed_up_for_event && (
        <span className="card-badge card-badge-booked">{t('booked_one')}</span>
      )}
    </Link>
  );
}
