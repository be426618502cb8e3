/**
 * What the event dialog tells (seed 001 §2 Events, §3 event): image, the time slots (or the
 * studio's free text), the teachers with picture and description, room, price, seats left, the
 * customer's state and the description.
 */
import { useTranslation } from 'react-i18next';
import type { Event } from '@studio/contract/events';
import { imageUrl } from '../../../shared/api/config.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import { eventWhen, imageOf, isFree, teachersOf } from '../lib/event-facts.ts';
import { EventStatus } from './event-status.tsx';

export function EventDetails({ event, today }: { event: Event; today: string }) {
  const { t, i18n } = useTranslation('events');
  const image = imageOf(event.image);
  const when = eventWhen(event, i18n.language);
  const teachers = teachersOf(event);
  const room = event.room && typeof event.room === 'object' ? String(event.room.name ?? '') : '';
  return (
    <div className="event-details">
      {image && (
        <img
          className="event-details-image"
          src={imageUrl(image.filename, 900, 600)}
          alt=""
          width={900}
          height={600}
        />
      )}
      <EventStatus event={event} today={today} />
      <dl className="event-details-facts">
        <dt>{when.length > 1 ? t('time_slots') : t('when')}</dt>
        <dd>
          {when.length > 1 ? (
            <ul className="event-slots">
              {when.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            when[0]
          )}
        </dd>
        {room && (
          <>
            <dt>{t('where')}</dt>
            <dd>{room}</dd>
          </>
        )}
        <dt>{t('price')}</dt>
        <dd>{isFree(event) ? t('free') : formatKroner(event.price)}</dd>
      </dl>
      {teachers.length > 0 && (
        <section className="event-teachers" aria-label={t('teacher', { count: teachers.length })}>
          {teachers.map((teacher) => {
            const picture = imageOf(teacher.image);
            return (
              <div key={teacher.id} className="event-teacher">
                {picture && (
                  <img
                    className="event-teacher-image"
                    src={imageUrl(picture.filename, 80, 80)}
                    alt=""
                    width={80}
                    height={80}
                  />
                )}
                <div>
                  <strong>{`${teacher.first_name} ${teacher.last_name}`.trim()}</strong>
                  {teacher.teacher_description && <p>{teacher.teacher_description}</p>}
                </div>
              </div>
            );
          })}
        </section>
      )}
      {event.description && <p className="event-details-description">{event.description}</p>}
    </div>
  );
}
