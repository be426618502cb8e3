/**
 * Seven day columns from Monday (a vertical list of days on a phone). Groups are memoised per
 * answer and cards are memoised, so a week of 500 classes renders in one cheap pass.
 */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { useStudio } from '../../../shared/api/studio.ts';
import { groupByDay } from '../lib/group-by-day.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import { useCardLabels } from './card-labels.ts';
import { DayColumn } from './day-column.tsx';
import { preloadClassDialog } from '../../booking/components/lazy-class-dialog.tsx';

interface Props {
  week: IsoWeek;
  today: string;
  classes: Class[];
  updating: boolean;
  onOpen: (classId: number) => void;
}

export const WeekView = memo(function WeekView({ week, today, classes, updating, onOpen }: Props) {
  const { i18n } = useTranslation('schedule');
  const { settings } = useStudio();
  const labels = useCardLabels();
  const groups = useMemo(() => groupByDay(classes, week.days), [classes, week.days]);
  return (
    <div className="week-view" aria-busy={updating}>
      {week.days.map((day) => (
        <DayColumn
          key={day}
          date={day}
          isToday={day === today}
          language={i18n.language}
          classes={groups.get(day) ?? []}
          labels={labels}
          showRoom={!!settings.calendar_show_room}
          onOpen={onOpen}
          onPrefetch={preloadClassDialog}
        />
      ))}
    </div>
  );
});
