/**
 * Opens the lazy class dialog for `?class=<id>`, handing it the class from the week's cached answer
 * when it is there (a deep link to another week fetches the class by id instead).
 */
import { Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import { LazyClassDialog } from '../../booking/components/lazy-class-dialog.tsx';
import { weekClassesQuery } from '../api/get-week-classes.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

interface Props {
  classId: number;
  week: IsoWeek;
  filters: ScheduleFilters;
  onClose: () => void;
}

export function ClassDialogHost({ classId, week, filters, onClose }: Props) {
  const queryClient = useQueryClient();
  const status = useQuery(loginStatusQuery);
  const userId = status.data?.status === 'LOGGED_IN' ? status.data.userId : 0;
  const key = weekClassesQuery(week, filters, userId).queryKey;
  const state = queryClient.getQueryState(key);
  const cls = queryClient.getQueryData(key)?.classes.find((c) => c.id === classId);
  const initial = cls && state ? { cls, updatedAt: state.dataUpdatedAt } : undefined;
  return (
    <Suspense fallback={null}>
      <LazyClassDialog key={classId} classId={classId} initial={initial} onClose={onClose} />
    </Suspense>
  );
}
