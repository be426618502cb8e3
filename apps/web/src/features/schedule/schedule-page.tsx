/**
 * The weekly schedule (seed 000 §2 "Schedule"): week navigation, filters, the week in the studio's
 * layout (7 day columns, or the timetable grid on a wide screen), the week's events (as their own
 * session type, or among the classes), and the class and event dialogs. Week, filters and the
 * open class or event live in the URL query. The loader starts the week's fetch with the
 * navigation; the page does not wait for it.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { todayInCopenhagen as copenhagenToday } from './lib/calendar-date.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { useWeekClasses, weekClassesQuery } from './api/get-week-classes.ts';
import { ClassDialogHost } from './components/class-dialog-host.tsx';
import { EventDialogHost } from './components/event-dialog-host.tsx';
import { WeekNav } from './components/week-nav.tsx';
import { WeekSection } from './components/week-section.tsx';
import { loadTimetable } from './components/week-view.tsx';
import { chosenDay } from './lib/chosen-day.ts';
import { weekForRequest } from './lib/iso-week.ts';
import { readFilters, readOpenClass, readOpenEvent, withParams } from './lib/schedule-params.ts';
import './components/schedule.css';

// The filters load beside the week's data, not before it: the classes are what people come for.
const later = () => import('./components/later-parts.ts');
const loadFilterBar = () => later().then((parts) => parts.loadFilterBar());
const loadLaterParts = () =>
  later().then((parts) => Promise.all([parts.loadFilterBar(), parts.loadDayStrip()]));
const ScheduleFilterBar = lazy(async () => ({
  default: (await loadFilterBar()).ScheduleFilterBar,
}));

/** Starts the week's fetch with the navigation (STYLE.md, reading data). */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const week = weekForRequest(params.get('week'), copenhagenToday());
  const [status, studio] = await Promise.all([
    queryClient.ensureQueryData(loginStatusQuery),
    queryClient.ensureQueryData(studioQuery),
  ]);
  // The timetable's code comes with the week's data, not after it (only studios that use it).
  if (studio.settings.calendar_layout_type === 'timetable') void loadTimetable();
  const userId = status.status === 'LOGGED_IN' ? status.userId : 0;
  const filters = readFilters(params);
  if (filters.sessionType === 'event') void loadLaterParts();
  else
    void queryClient.prefetchQuery(weekClassesQuery(week, filters, userId)).finally(loadLaterParts);
  return null;
}

export function Component() {
  const { t } = useTranslation('schedule');
  const [params, setParams] = useSearchParams();
  const today = copenhagenToday();
  const weekParam = params.get('week');
  const week = useMemo(() => weekForRequest(weekParam, today), [weekParam, today]);
  const filterKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string decides the filters
  const filters = useMemo(() => readFilters(params), [filterKey]);
  const openClass = readOpenClass(params);
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  // The filters load once the week's classes are in: the classes are what people come for. Then
  // they stay, also while another week loads, so the date picker keeps the customer's focus.
  const hasWeek = useWeekClasses(week, filters, userId).data !== undefined;
  const [weekArrived, setWeekArrived] = useState(false);
  if (!weekArrived && (hasWeek || filters.sessionType === 'event')) setWeekArrived(true);
  const openEvent = readOpenEvent(params);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) =>
      setParams((current) => withParams(current, changes), { replace, preventScrollReset: true }),
    [setParams],
  );
  // The day strip's choice replaces the history entry: the back button leaves the schedule.
  const chooseDay = useCallback((day: string) => update({ week: day }, true), [update]);
  const openDialog = useCallback((id: number) => update({ class: id }), [update]);
  const openEventDialog = useCallback((id: number) => update({ event: id }), [update]);

  return (
    <main className="schedule">
      <div className="schedule-top">
        <h1 className="schedule-title">{t('title')}</h1>
        <WeekNav week={week} today={today} onWeek={(monday) => update({ week: monday })} />
      </div>
      <Suspense fallback={<div className="schedule-filters" />}>
        {weekArrived ? (
          <ScheduleFilterBar filters={filters} today={today} onChange={update} />
        ) : (
          <div className="schedule-filters" />
        )}
      </Suspense>
      <WeekSection
        week={week}
        filters={filters}
        today={today}
        chosen={chosenDay(weekParam, week, today)}
        onOpen={openDialog}
        onOpenEvent={openEventDialog}
        onDay={chooseDay}
      />
      {openClass && (
        <ClassDialogHost
          classId={openClass}
          week={week}
          filters={filters}
          onClose={() => update({ class: undefined }, true)}
        />
      )}
      {openEvent && (
        <EventDialogHost
          eventId={openEvent}
          week={week}
          filters={filters}
          onClose={() => update({ event: undefined }, true)}
        />
      )}
    </main>
  );
}
