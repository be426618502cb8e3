/**
 * The timetable layout of the week (seed 000 §2 schedule, `calendar_layout_type: timetable`):
 * days as columns, the time of day down the side, each class placed by its start and end
 * (Copenhagen wall-clock times, as the server sends them), overlapping classes side by side, the
 * room on each class when `calendar_show_room` is on. Lazy-loaded by week-view.tsx only for a
 * studio that uses it; it imports nothing the list also uses (see week-view.tsx).
 */
import { memo, useMemo, type ReactNode } from 'react';
import type { Class } from '@studio/contract/classes';
import { timetableLayout } from '../lib/timetable-layout.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';
import type { CardLabels } from './card-labels.ts';
import { TimetableCard } from './timetable-card.tsx';
import './timetable.css';

interface Props {
  days: string[];
  /** The week's classes by date, sorted by start time (group-by-day.ts). */
  groups: Map<string, Class[]>;
  today: string;
  updating: boolean;
  labels: CardLabels;
  showRoom: boolean;
  /** A day's heading with the given element id. */
  heading: (day: string, id: string) => ReactNode;
  onOpen: (classId: number) => void;
  onPrefetch: () => void;
}

/**
 * The studio's timetable on a wide screen; on a phone the day list (`list`), since seven columns
 * would leave no room to read a class's name (the list shows the same classes, rooms included).
 */
export function TimetableOrList({ list, ...props }: Props & { list: ReactNode }) {
  return useWideScreen() ? <TimetableView {...props} /> : list;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const vars = (values: Record<string, number>) => values as React.CSSProperties;

const TimetableView = memo(function TimetableView(props: Props) {
  const { days, groups, today, updating, labels, showRoom, heading, onOpen, onPrefetch } = props;
  const layout = useMemo(() => timetableLayout(groups), [groups]);
  const hours = Array.from(
    { length: layout.lastHour - layout.firstHour },
    (_, i) => layout.firstHour + i,
  );
  return (
    <div
      className="timetable"
      aria-busy={updating}
      style={vars({ '--tt-minutes': hours.length * 60 })}
    >
      <div className="timetable-hours" aria-hidden="true">
        {hours.map((hour) => (
          <span key={hour} style={vars({ '--top': (hour - layout.firstHour) * 60 })}>
            {hourLabel(hour)}
          </span>
        ))}
      </div>
      {days.map((day) => {
        const placed = layout.days.get(day) ?? [];
        const headingId = `timetable-${day}`;
        return (
          <section
            key={day}
            className={`timetable-day${day === today ? ' is-today' : ''}`}
            aria-labelledby={headingId}
          >
            {heading(day, headingId)}
            <ol className="timetable-slots">
              {placed.map(({ cls, top, length, lane, lanes }) => (
                <li
                  key={cls.id}
                  className="timetable-slot"
                  style={vars({
                    '--top': top,
                    '--length': length,
                    '--lane': lane,
                    '--lanes': lanes,
                  })}
                >
                  <TimetableCard
                    cls={cls}
                    labels={labels}
                    showRoom={showRoom}
                    onOpen={onOpen}
                    onPrefetch={onPrefetch}
                  />
                </li>
              ))}
            </ol>
            {placed.length === 0 && <p className="visually-hidden">{labels.noClasses}</p>}
          </section>
        );
      })}
    </div>
  );
});
