/** Previous / this / next week, never before the current week (seed 000 §2, §9). Plain buttons. */
import { useTranslation } from 'react-i18next';
import { isoWeekNumber } from '../lib/calendar-date.ts';
import { canGoBack, isCurrentWeek, shiftWeek, type IsoWeek } from '../lib/iso-week.ts';
import { weekRangeLabel } from '../lib/day-labels.ts';

interface Props {
  week: IsoWeek;
  today: string;
  onWeek: (monday: string) => void;
}

export function WeekNav({ week, today, onWeek }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const go = (weeks: number) => onWeek(shiftWeek(week, weeks, today).monday);
  return (
    <nav className="week-nav" aria-label={t('week_navigation')}>
      <button
        type="button"
        className="button button-secondary week-nav-step"
        disabled={!canGoBack(week, today)}
        onClick={() => go(-1)}
        aria-label={t('previous_week')}
      >
        ‹
      </button>
      <p className="week-nav-label" aria-live="polite">
        <strong>{t('week_number', { number: isoWeekNumber(week.monday) })}</strong>
        <span>{weekRangeLabel(week, i18n.language)}</span>
      </p>
      <button
        type="button"
        className="button button-secondary week-nav-step"
        onClick={() => go(1)}
        aria-label={t('next_week')}
      >
        ›
      </button>
      <button
        type="button"
        className="button button-ghost"
        disabled={isCurrentWeek(week, today)}
        onClick={() => onWeek(today)}
      >
        {t('this_week')}
      </button>
    </nav>
  );
}
