/**
 * Opens the lazy event dialog for `?event=<id>`, titled with the event's name from the week's
 * event time slots while the dialog fetches the event (a deep link fetches it all the same).
 */
import { Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LazyEventDialog } from '../../../entities/event/components/lazy-event-dialog.tsx';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import { weekEventsQuery } from '../api/week-events.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

interface Props {
  eventId: number;
  week: IsoWeek;
  filters: ScheduleFilters;
  onClose: () => void;
}

export function EventDialogHost({ eventId, week, filters, onClose }: Props) {
  const queryClient = useQueryClient();
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const slot = queryClient
    .getQueryData(weekEventsQuery(week, filters, userId).queryKey)
    ?.find((event) => event.eventId === eventId);
  return (
    <Suspense fallback={null}>
      <LazyEventDialog key={eventId} eventId={eventId} name={slot?.name} onClose={onClose} />
    </Suspense>
  );
}
