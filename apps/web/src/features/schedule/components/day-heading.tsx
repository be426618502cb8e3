/** A day's heading in the week: weekday, date and a "today" marker. */
import { shortDateLabel, weekdayLabel } from '../lib/day-labels.ts';

export interface DayHeadingProps {
  id: string;
  date: string;
  language: string;
  /** The "today" label, when the day is today. */
  today?: string;
}

export function DayHeading({ id, date, language, today }: DayHeadingProps) {
  return (
    <h2 className="day-heading" id={id}>
      <span className="day-weekday">{weekdayLabel(date, language)}</span>
      <span className="day-date">{shortDateLabel(date, language)}</span>
      {today && <span className="day-today">{today}</span>}
    </h2>
  );
}
