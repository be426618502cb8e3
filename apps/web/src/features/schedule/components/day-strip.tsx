/**
 * The phone's day strip (seed 000 §2 schedule, issue 15): the week's 7 days as buttons (short
 * weekday and date), today marked, days without classes dimmed but still choosable, the chosen
 * day pressed; choosing a day (here or in the date picker) scrolls the week's list to it. Every
 * day stays listed, so a class anywhere in the week is found. Hidden from 768 px, where the whole
 * week shows side by side (schedule.css). Week changes stay with the week navigation above it.
 */
import { memo, useEffect, useRef } from 'react';

// Its own formatters: a module shared with the schedule's first chunk would become one more file.
const localeOf = (language: string) =>
  language === 'en' ? 'en-GB' : language === 'nb' ? 'nb-NO' : 'da-DK';
const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });

interface Props {
  days: string[];
  chosen: string;
  today: string;
  language: string;
  /** Days with at least one class or event. */
  busy: ReadonlySet<string>;
  label: string;
  todayLabel: string;
  emptyLabel: string;
  onDay: (day: string) => void;
}

export const DayStrip = memo(function DayStrip(props: Props) {
  const { days, chosen, today, language, busy } = props;
  // Dates are formatted at noon UTC in UTC, so no zone can shift the day (lib/day-labels.ts).
  const weekday = format(language, { weekday: 'short' });
  const date = format(language, { day: 'numeric' });
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const strip = useRef<HTMLDivElement>(null);
  // First render: '' when the address names a day (the defaults are today and the Monday), so
  // the list opens at that day.
  const shown = useRef(chosen === today || chosen === days[0] ? chosen : '');
  useEffect(() => {
    if (shown.current === chosen) return;
    const sameWeek = days.includes(shown.current);
    shown.current = chosen;
    // A new week from the arrows opens at its top; a chosen day is brought up (phones only:
    // a hidden strip has no offsetParent).
    if (!strip.current?.offsetParent || (!sameWeek && chosen === days[0])) return;
    document
      .getElementById(`day-${chosen}`)
      ?.closest('section')
      ?.scrollIntoView({ block: 'start' });
  }, [chosen, days]);
  return (
    <div ref={strip} className="day-strip" role="group" aria-label={props.label}>
      {days.map((day) => {
        const state = `${day === today ? ' is-today' : ''}${busy.has(day) ? '' : ' is-empty'}`;
        const notes = [day === today && props.todayLabel, !busy.has(day) && props.emptyLabel];
        return (
          <button
            key={day}
            type="button"
            className={`day-strip-day${state}`}
            aria-pressed={day === chosen}
            onClick={() => props.onDay(day)}
          >
            <span className="day-strip-weekday">{weekday.format(noon(day))}</span>
            <span className="day-strip-date">{date.format(noon(day))}</span>
            <span className="visually-hidden">{notes.filter(Boolean).join(', ')}</span>
          </button>
        );
      })}
    </div>
  );
});
