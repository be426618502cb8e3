/**
 * The schedule's filters (seed 000 §2): session type, teacher, class type, branch (only with more
 * than one branch) and a jump-to-date. Native selects: light, and good on phones. "Events" is a
 * session type only for a studio that shows events separately from classes and has some. On a
 * phone they sit behind one "Filters" button (a react-aria Disclosure) that counts the active
 * filters; from 768 px they are always open and the button is hidden (schedule.css).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../../shared/api/studio.ts';
import {
  calendarHasEventsQuery,
  classTypesQuery,
  teachersQuery,
} from '../api/get-filter-options.ts';
import { activeFilterCount } from '../lib/active-filters.ts';
import { offeredSessionTypes, type ScheduleFilters } from '../lib/schedule-params.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';
import { DateJump } from './date-jump.tsx';
import { FilterSelect } from './filter-select.tsx';

interface Props {
  filters: ScheduleFilters;
  today: string;
  onChange: (changes: Record<string, string | number | undefined>) => void;
}

export function ScheduleFilterBar({ filters, today, onChange }: Props) {
  const { t } = useTranslation('schedule');
  const { settings, branches } = useStudio();
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const teachers = useQuery({
    ...teachersQuery(today),
    enabled: !!settings.calendar_show_teacher_filter,
  });
  const classTypes = useQuery({
    ...classTypesQuery(today),
    enabled: !!settings.calendar_show_classtype_filter && filters.sessionType !== 'event',
  });
  const separately =
    settings.calendar_show_classes_and_events_separately_or_together !== 'together';
  const hasEvents = useQuery({ ...calendarHasEventsQuery(today), enabled: separately });
  const sessionTypes = offeredSessionTypes
    .filter(
      (value) =>
        value !== 'event' ||
        filters.sessionType === 'event' ||
        (separately && hasEvents.data === true),
    )
    .map((value) => ({ value, label: t(`session_type_${value}`) }));
  return (
    <Disclosure className="schedule-filters" isExpanded={wide || open} onExpandedChange={setOpen}>
      <Button slot="trigger" className="button button-secondary filter-toggle">
        {t('filter_button')}
        {count > 0 && (
          <>
            <span className="filter-count" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{t('filter_count', { count })}</span>
          </>
        )}
      </Button>
      <DisclosurePanel className="filter-panel" aria-label={t('filters')}>
        <FilterSelect
          label={t('session_type')}
          value={filters.sessionType}
          options={sessionTypes}
          onChange={(value) => onChange({ sessionType: value })}
        />
        {settings.calendar_show_teacher_filter && (
          <FilterSelect
            label={t('teacher')}
            allLabel={t('all_teachers')}
            value={filters.teacher}
            options={(teachers.data ?? []).map((teacher) => ({
              value: teacher.id,
              label: `${teacher.first_name} ${teacher.last_name}`,
            }))}
            onChange={(value) => onChange({ teacher: value })}
          />
        )}
        {/* Events have no class type: the filter would change nothing. */}
        {settings.calendar_show_classtype_filter && filters.sessionType !== 'event' && (
          <FilterSelect
            label={t('class_type')}
            allLabel={t('all_class_types')}
            value={filters.classType}
            options={(classTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            onChange={(value) => onChange({ classType: value })}
          />
        )}
        {branches.length > 1 && (
          <FilterSelect
            label={t('branch')}
            allLabel={t('all_branches')}
            value={filters.branch}
            options={[...branches]
              .sort((a, b) => a.sort - b.sort)
              .map((branch) => ({ value: branch.id, label: branch.name }))}
            onChange={(value) => onChange({ branch: value })}
          />
        )}
        <DateJump today={today} onDate={(date) => onChange({ week: date })} />
      </DisclosurePanel>
    </Disclosure>
  );
}
