/**
 * A class in the timetable grid: its time, class type in its colour, the room (and branch) when
 * the studio shows rooms (`calendar_show_room`), and the seat line (as the list's cards) or the
 * cancelled text. Its height
 * is its duration, so the lines are few and the rest is in the class dialog it opens.
 */
import { memo } from 'react';
import type { Class } from '@studio/contract/classes';
import type { CardLabels } from './card-labels.ts';

interface Props {
  cls: Class;
  labels: CardLabels;
  showRoom: boolean;
  onOpen: (classId: number) => void;
  onPrefetch: () => void;
}

export const TimetableCard = memo(function TimetableCard(props: Props) {
  const { cls, labels, showRoom, onOpen, onPrefetch } = props;
  const started = !!cls.class_has_started && !cls.cancelled;
  const place = showRoom ? [cls.room?.name, cls.room?.branch?.name].filter(Boolean).join(', ') : '';
  const state = cls.cancelled ? ' is-cancelled' : started ? ' is-started' : '';
  return (
    <button
      type="button"
      className={`class-card timetable-card${state}`}
      data-class-id={cls.id}
      style={{ '--class-color': cls.class_type?.color || undefined } as React.CSSProperties}
      disabled={!!cls.cancelled}
      onClick={() => onOpen(cls.id)}
      onMouseEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      <span className="class-card-time">
        {cls.start_time.slice(0, 5)}–{cls.end_time.slice(0, 5)}
      </span>
      <span className="class-card-name">{cls.class_type?.name}</span>
      {place && <span className="class-card-muted timetable-room">{place}</span>}
      {cls.cancelled ? (
        <span className="class-card-flag">{labels.cancelled}</span>
      ) : cls.user_is_signed_up_for_class ? (
        <span className="card-badge card-badge-booked">
          {labels.booked(cls.user_signup_count ?? 1)}
        </span>
      ) : (
        labels.seatLine(cls) && <span className="class-card-muted">{labels.seatLine(cls)}</span>
      )}
    </button>
  );
});
