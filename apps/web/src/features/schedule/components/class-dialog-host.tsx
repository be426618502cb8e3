/**
 * Opens the lazy class dialog for `?class=<id>`, handing it the class from the week's cached answer
 * when it is there (a deep link to another week fetches the class by id instead). On close, focus
 * goes back to the card that opened the dialog, or for a deep link the class's card in the week:
 * the dialog unmounts with the URL change, and react-aria's own restore then often lands on
 * <body>, losing a keyboard user's place in the week.
 */
import { Suspense, useEffect, useState } from 'react';
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
  const cls = queryClient.getQueryData(key)?.find((c) => c.id === classId);
  const initial = cls && state ? { cls, updatedAt: state.dataUpdatedAt } : undefined;
  // The card still has focus when the host mounts (the dialog is lazy); a deep link has none.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  // Once the host (and so the dialog) is gone, and only if focus was left on nothing.
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        // A deep link (back from login) had no opener: its card in the week is the place.
        const card = opener?.isConnected
          ? opener
          : document.querySelector<HTMLElement>(`[data-class-id="${classId}"]`);
        if (lost) card?.focus();
      });
    },
    [opener, classId],
  );
  return (
    <Suspense fallback={null}>
      <LazyClassDialog key={classId} classId={classId} initial={initial} onClose={onClose} />
    </Suspense>
  );
}
