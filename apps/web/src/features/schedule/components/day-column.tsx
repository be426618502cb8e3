/**
 * One day of the week: its heading and its classes, with the day's events among them by start
 * time (seed 000 §2), or a quiet "no classes" / "no events".
 */
import { lazy, memo, Suspense } from 'react';
import type { Class } from '@studio/contract/classes';
// Imported here, not by the lazy event card: a module shared with a lazy chunk becomes a chunk of
// its own, one more file in the schedule's first load.
import { preloadEventDialog } from '../../../entities/event/components/lazy-event-dialog.tsx';
import { loadEventParts, type ScheduleEvent } from '../api/week-events.ts';
import { DayHeading } from './day-heading.tsx';
import type { CardLabels } from './card-labels.ts';
import { ClassCard } from './class-card.tsx';

// Loaded with the events' fetch, so it is there by the time a day has events to show.
const EventCard = lazy(async () => ({ default: (await loadEventParts()).EventCard }));

interface Props {
  date: string;
  isToday: boolean;
  /** The day a phone shows; a phone hides the others (schedule.css). */
  isChosen: boolean;
  language: string;
  classes: Class[];
  events: ScheduleEvent[];
  emptyText: string;
  labels: CardLabels;
  showRoom: boolean;
  onOpen: (classId: number) => void;
  onOpenEvent: (eventId: number) => void;
  onPrefetch: () => void;
}

export const DayColumn = memo(function DayColumn(props: Props) {
  const { date, isToday, isChosen, language, classes, events, labels, showRoom } = props;
  const headingId = `day-${date}`;
  const items = [
    ...classes.map((cls) => ({ time: cls.start_time, key: `c${cls.id}`, cls })),
    ...events.map((event) => ({ time: event.start_time, key: `e${event.slotId}`, event })),
  ];
  if (events.length) items.sort((a, b) => a.time.localeCompare(b.time));
  return (
    <section
      className={`day-column${isToday ? ' is-today' : ''}${isChosen ? ' is-chosen' : ''}`}
      aria-labelledby={headingId}
    >
      <DayHeading
        id={headingId}
        date={date}
        language={language}
        today={isToday ? labels.today : undefined}
      />
      {items.length === 0 ? (
        <p className="day-empty">{props.emptyText}</p>
      ) : (
        <ul className="day-classes">
          {items.map((item) => (
            <li key={item.key}>
              {'cls' in item ? (
                <ClassCard
                  cls={item.cls}
                  labels={labels}
                  showRoom={showRoom}
                  onOpen={props.onOpen}
                  onPrefetch={props.onPrefetch}
                />
              ) : (
                <Suspense fallback={null}>
                  <EventCard
                    event={item.event}
                    showRoom={showRoom}
                    onOpen={props.onOpenEvent}
                    onPrefetch={preloadEventDialog}
                  />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
