/**
 * An event in the week (seed 000 §2 schedule): like a class card, in the event group's colour,
 * labelled "Event", with the customer's state (signed up, full, started). Opens the event dialog.
 */
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '../api/week-events.ts';
import './event-card.css';

interface Props {
  event: ScheduleEvent;
  showRoom: boolean;
  onOpen: (eventId: number) => void;
  /** Starts loading the event dialog's code (hover, focus). */
  onPrefetch: () => void;
}

export function EventCard({ event, showRoom, onOpen, onPrefetch }: Props) {
  const { t } = useTranslation('schedule');
  const state = event.started ? ' is-started' : event.full ? ' is-full' : '';
  return (
    <button
      type="button"
      className={`class-card event-card${state}`}
      style={{ '--class-color': event.color || undefined } as React.CSSProperties}
      onClick={() => onOpen(event.eventId)}
      onMouseEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      <span className="class-card-time">
        {event.start_time.slice(0, 5)}–{event.end_time.slice(0, 5)}
      </span>
      <span className="event-card-label">{t('event_label')}</span>
      <span className="class-card-name">{event.name}</span>
      {event.teachers && <span className="class-card-line">{event.teachers}</span>}
      {showRoom && event.place && (
        <span className="class-card-line class-card-muted">{event.place}</span>
      )}
      {event.started && <span className="class-card-muted">{t('started')}</span>}
      {(event.signedUp || (event.full && !event.started)) && (
        <span className="class-card-badges">
          {event.signedUp ? (
            <span className="card-badge card-badge-booked">{t('event_signed_up')}</span>
          ) : (
            <span className="card-badge">{t('fully_booked')}</span>
          )}
        </span>
      )}
    </button>
  );
}
