/**
 * The week's classes (and events, when the session type or `together` asks for them) with their
 * loading, error and empty states. Classes never wait for the events: a day gains its events when
 * they arrive, and a failed events request leaves the classes as they are. Marks `schedule:data` when a
 * fresh response is first rendered and `schedule:rendered` after that commit, so a benchmark can
 * measure the render of a big week.
 */
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useStudio } from '../../../shared/api/studio.ts';
import { useWeekClasses } from '../api/get-week-classes.ts';
import { showsEvents, weekEventsQuery } from '../api/week-events.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';
import { WeekView } from './week-view.tsx';

const noClasses: never[] = [];
const noEvents: never[] = [];

/** When the shown week's answer was fetched: each fresh answer is measured once (one schedule). */
let lastMarked = 0;

interface Props {
  week: IsoWeek;
  filters: ScheduleFilters;
  today: string;
  /** The day a phone shows. */
  chosen: string;
  onOpen: (classId: number) => void;
  onOpenEvent: (eventId: number) => void;
  onDay: (day: string) => void;
}

export function WeekSection(props: Props) {
  const { week, filters, today, onOpen, onOpenEvent } = props;
  const { t } = useTranslation('schedule');
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const { settings } = useStudio();
  const eventsOnly = filters.sessionType === 'event';
  const together = settings.calendar_show_classes_and_events_separately_or_together === 'together';
  const events = useQuery({
    ...weekEventsQuery(week, filters, userId),
    enabled: showsEvents(filters, together),
  });
  const classes = useWeekClasses(week, filters, userId);
  // The event type's week is its events; any other type's is its classes.
  const query = eventsOnly ? events : classes;
  // The week is drawn in a synchronous update after mount, never inside the router's navigation
  // transition, where React would slice a big week into many tasks between other work.
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the synchronous second pass is the point
  useLayoutEffect(() => setMounted(true), []);
  const showing = mounted && query.isSuccess;
  if (showing && query.dataUpdatedAt !== lastMarked) performance.mark('schedule:data');

  useLayoutEffect(() => {
    if (!showing || query.dataUpdatedAt === lastMarked) return;
    lastMarked = query.dataUpdatedAt;
    performance.mark('schedule:rendered');
  }, [showing, query.dataUpdatedAt]);

  if (query.isError) {
    return (
      <div className="schedule-state" role="alert">
        <p>{t('load_error')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void query.refetch()}
        >
          {t('try_again')}
        </button>
      </div>
    );
  }
  if (!query.data || !mounted) {
    return (
      <div className="schedule-state">
        <Spinner />
      </div>
    );
  }
  return (
    <WeekView
      week={week}
      today={today}
      chosen={props.chosen}
      classes={classes.data ?? noClasses}
      events={(showsEvents(filters, together) && events.data) || noEvents}
      emptyText={t(eventsOnly ? 'no_events' : 'no_classes')}
      updating={query.isFetching}
      onOpen={onOpen}
      onOpenEvent={onOpenEvent}
      onDay={props.onDay}
    />
  );
}
