/**
 * The phone's day strip (seed 000 §2 schedule, issues 15 and 26): the week's 7 days as buttons
 * (short weekday and date), today marked (`aria-current="date"`), days without classes dimmed but
 * still choosable, the chosen day pressed. The week opens at the chosen day (today, or the date
 * the address names), and every choice, here or in the date picker, brings that day's classes up:
 * a tap on the day already chosen too, so "today" always finds today. Every day stays listed, so a
 * class anywhere in the week is found. Hidden from 768 px, where the whole week shows side by side
 * (schedule.css). Week changes stay with the week navigation above it.
 */
import { memo, useEffect, useRef } from 'react';

// Its own formatters: a module shared with the schedule's first chunk would become one more file.
const localeOf = (language: string) =>
  language === 'en' ? 'en-GB' : language === 'nb' ? 'nb-NO' : 'da-DK';
const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });

/**
 * Scrolls the week's list to `day` (under the sticky header and strip: the day's scroll margin in
 * schedule.css). Phones only: a hidden strip (a wide screen) has no offsetParent.
 */
function bringUp(strip: HTMLElement | null, day: string) {
  if (!strip?.offsetParent) return;
  document.getElementById(`day-${day}`)?.closest('section')?.scrollIntoView({ block: 'start' });
}

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
  const { days, chosen, today, language, busy, onDay } = props;
  // Dates are formatted at noon UTC in UTC, so no zone can shift the day (lib/day-labels.ts).
  const weekday = format(language, { weekday: 'short' });
  const date = format(language, { day: 'numeric' });
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const strip = useRef<HTMLDivElement>(null);
  /** The day last brought up; '' until the strip has shown its week. */
  const shown = useRef('');
  useEffect(() => {
    if (shown.current === chosen) return;
    const sameWeek = days.includes(shown.current);
    shown.current = chosen;
    // A week opens at its chosen day; one that opens at its Monday (the arrows) stays at the top.
    if (!sameWeek && chosen === days[0]) return;
    bringUp(strip.current, chosen);
  }, [chosen, days]);
  const choose = (day: string) => {
    shown.current = day;
    bringUp(strip.current, day);
    onDay(day);
  };
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
            aria-current={day === today ? 'date' : undefined}
            onClick={() => choose(day)}
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
