/**
 * One class in the week (seed 000 §2 item visuals): time, class type in its colour, subtitle,
 * teachers, room, the server's capacity and waiting-list texts, and the customer's badges. A
 * cancelled class is a disabled button at half opacity; a started one has a darker bar. Cheap by
 * design: no hooks, plain strings in, memoised.
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

const names = (cls: Class) =>
  (cls.teachers ?? []).map((t) => `${t.first_name} ${t.last_name}`).join(', ');

export const ClassCard = memo(function ClassCard({
  cls,
  labels,
  showRoom,
  onOpen,
  onPrefetch,
}: Props) {
  const started = !!cls.class_has_started && !cls.cancelled;
  const full = !!cls.class_is_fully_booked && !cls.cancelled && !started;
  const place = showRoom ? [cls.room?.name, cls.room?.branch?.name].filter(Boolean).join(', ') : '';
  const seats = labels.seatLine(cls);
  const state = cls.cancelled ? ' is-cancelled' : started ? ' is-started' : full ? ' is-full' : '';
  return (
    <button
      type="button"
      className={`class-card${state}`}
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
      {cls.subtitle && <span className="class-card-line">{cls.subtitle}</span>}
      {cls.teachers?.length ? <span className="class-card-line">{names(cls)}</span> : null}
      {place && <span className="class-card-line class-card-muted">{place}</span>}
      {!!cls.cancelled && <span className="class-card-flag">{labels.cancelled}</span>}
      {seats && <span className="class-card-capacity">{seats}</span>}
      {started && <span className="class-card-muted">{labels.started}</span>}
      <Badges cls={cls} labels={labels} />
    </button>
  );
});

function Badges({ cls, labels }: { cls: Class; labels: CardLabels }) {
  const any =
    cls.user_is_signed_up_for_class ||
    cls.user_is_signed_up_for_waiting_list ||
    cls.user_is_signed_up_for_livestream;
  if (!any) return null;
  return (
    <span className="class-card-badges">
      {!!cls.user_is_signed_up_for_class && (
        <span className="card-badge card-badge-booked">
          {labels.booked(cls.user_signup_count ?? 1)}
        </span>
      )}
      {!!cls.user_is_signed_up_for_waiting_list && (
        <span className="card-badge">{labels.waitingList(cls.user_number_on_waiting_list)}</span>
      )}
      {!!cls.user_is_signed_up_for_livestream && (
        <span className="card-badge card-badge-booked">{labels.livestream}</span>
      )}
    </span>
  );
}
