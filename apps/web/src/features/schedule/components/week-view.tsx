/**
 * The week in the studio's layout (seed 000 §2 schedule, `calendar_layout_type`): seven day
 * columns from Monday (a vertical list of days on a phone), or the timetable grid, whose code is
 * fetched only for a studio that uses it. Groups are memoised per answer and cards are memoised,
 * so a week of 500 classes renders in one cheap pass. A week with events shows as the day list
 * (the timetable places classes only), with each day's events among its classes. On a phone the
 * day strip picks the one day shown (the others are hidden by schedule.css).
 */
import { lazy, memo, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { useStudio } from '../../../shared/api/studio.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { ScheduleEvent } from '../api/week-events.ts';
import { eventsByDay, groupByDay } from '../lib/group-by-day.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import { useCardLabels } from './card-labels.ts';
import { DayColumn } from './day-column.tsx';
import { DayHeading } from './day-heading.tsx';
import { preloadClassDialog } from '../../booking/components/lazy-class-dialog.tsx';

/** The timetable layout's code (first-load budget: not in the schedule's first chunk). */
export const loadTimetable = () => import('./timetable-view.tsx');
const TimetableOrList = lazy(async () => ({ default: (await loadTimetable()).TimetableOrList }));
// The day strip is not on the first load either: the page starts it with the filters.
const DayStrip = lazy(async () => ({
  default: (await (await import('./later-parts.ts')).loadDayStrip()).DayStrip,
}));

interface Props {
  week: IsoWeek;
  today: string;
  /** The day a phone shows. */
  chosen: string;
  classes: Class[];
  events: ScheduleEvent[];
  /** What an empty day says ("No classes", or "No events" for the event type). */
  emptyText: string;
  updating: boolean;
  onOpen: (classId: number) => void;
  onOpenEvent: (eventId: number) => void;
  onDay: (day: string) => void;
}

const none: ScheduleEvent[] = [];

export const WeekView = memo(function WeekView(props: Props) {
  const { week, today, chosen, classes, events, emptyText, updating, onOpen, onOpenEvent } = props;
  const { t, i18n } = useTranslation('schedule');
  const { settings } = useStudio();
  const labels = useCardLabels();
  const groups = useMemo(() => groupByDay(classes, week.days), [classes, week.days]);
  const eventDays = useMemo(() => eventsByDay(events), [events]);
  const showRoom = !!settings.calendar_show_room;
  const busy = useMemo(
    () =>
      new Set(
        [...groups]
          .filter(([, day]) => day.length)
          .map(([date]) => date)
          .concat([...eventDays.keys()]),
      ),
    [groups, eventDays],
  );
  const strip = (
    <Suspense fallback={<div className="day-strip" />}>
      <DayStrip
        days={week.days}
        chosen={chosen}
        today={today}
        language={i18n.language}
        busy={busy}
        label={t('day_strip')}
        todayLabel={labels.today}
        emptyLabel={t(events.length && !classes.length ? 'no_events' : 'no_classes')}
        onDay={props.onDay}
      />
    </Suspense>
  );
  const list = (
    <div className="week-view" aria-busy={updating}>
      {week.days.map((day) => (
        <DayColumn
          key={day}
          date={day}
          isToday={day === today}
          isChosen={day === chosen}
          language={i18n.language}
          classes={groups.get(day) ?? []}
          events={eventDays.get(day) ?? none}
          emptyText={emptyText}
          labels={labels}
          showRoom={showRoom}
          onOpen={onOpen}
          onOpenEvent={onOpenEvent}
          onPrefetch={preloadClassDialog}
        />
      ))}
    </div>
  );
  if (settings.calendar_layout_type !== 'timetable' || events.length > 0)
    return (
      <>
        {strip}
        {list}
      </>
    );
  // Everything the timetable shares with the list is handed over, not imported by it: a module
  // imported by both would be split out of the schedule's first chunk.
  const heading = (day: string, id: string) => (
    <DayHeading
      id={id}
      date={day}
      language={i18n.language}
      today={day === today ? labels.today : undefined}
    />
  );
  return (
    <Suspense fallback={<Spinner />}>
      {strip}
      <TimetableOrList
        {...{ groups, today, updating, labels, showRoom, heading, list, onOpen }}
        days={week.days}
        onPrefetch={preloadClassDialog}
      />
    </Suspense>
  );
});
