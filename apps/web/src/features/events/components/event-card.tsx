/**
 * One event on the Events page: image, name, first day and time (and how many more days), the
 * teachers, the price or "Free", and the customer's state (signed up, full, started, seats left).
 * A button that opens the event dialog.
 */
import { useTranslation } from 'react-i18next';
import type { Event } from '@studio/contract/events';
import { EventStatus } from '../../../entities/event/components/event-status.tsx';
import {
  eventFirstDay,
  imageOf,
  isFree,
  offersInstallments,
  teachersOf,
} from '../../../entities/event/lib/event-facts.ts';
import { imageUrl } from '../../../shared/api/config.ts';
import { formatKroner } from '../../../shared/lib/money.ts';

interface Props {
  event: Event;
  today: string;
  onOpen: (eventId: number) => void;
}

export function EventCard({ event, today, onOpen }: Props) {
  const { t, i18n } = useTranslation('events');
  const image = imageOf(event.image);
  const when = eventFirstDay(event, i18n.language);
  const teachers = teachersOf(event)
    .map((teacher) => `${teacher.first_name} ${teacher.last_name}`.trim())
    .join(', ');
  return (
    <article className="event-card" aria-label={event.name}>
      <button type="button" className="event-card-open" onClick={() => onOpen(event.id)}>
        {image ? (
          <img
            className="event-card-image"
            src={imageUrl(image.filename, 640, 400)}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="event-card-image" aria-hidden="true" />
        )}
        <span className="event-card-text">
          <span className="event-card-name">{event.name}</span>
          <span className="event-card-when">
            {when.line}
            {when.more > 0 && <> {t('more_days', { count: when.more })}</>}
          </span>
          {teachers && <span className="event-card-muted">{teachers}</span>}
          <span className="event-card-bottom">
            <span className="event-card-price">
              {isFree(event) ? t('free') : formatKroner(event.price)}
            </span>
            <EventStatus event={event} today={today} />
          </span>
          {offersInstallments(event) && (
            <span className="event-card-muted">{t('in_installments')}</span>
          )}
        </span>
      </button>
    </article>
  );
}
