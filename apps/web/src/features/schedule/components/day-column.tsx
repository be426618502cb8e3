/** One day of the week: its heading and its classes, or a quiet "no classes". */
import { memo } from 'react';
import type { Class } from '@studio/contract/classes';
import { DayHeading } from './day-heading.tsx';
import type { CardLabels } from './card-labels.ts';
import { ClassCard } from './class-card.tsx';

interface Props {
  date: string;
  isToday: boolean;
  language: string;
  classes: Class[];
  labels: CardLabels;
  showRoom: boolean;
  onOpen: (classId: number) => void;
  onPrefetch: () => void;
}

export const DayColumn = memo(function DayColumn(props: Props) {
  const { date, isToday, language, classes, labels, showRoom, onOpen, onPrefetch } = props;
  const headingId = `day-${date}`;
  return (
    <section className={`day-column${isToday ? ' is-today' : ''}`} aria-labelledby={headingId}>
      <DayHeading
        id={headingId}
        date={date}
        language={language}
        today={isToday ? labels.today : undefined}
      />
      {classes.length === 0 ? (
        <p className="day-empty">{labels.noClasses}</p>
      ) : (
        <ul className="day-classes">
          {classes.map((cls) => (
            <li key={cls.id}>
              <ClassCard
                cls={cls}
                labels={labels}
                showRoom={showRoom}
                onOpen={onOpen}
                onPrefetch={onPrefetch}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
