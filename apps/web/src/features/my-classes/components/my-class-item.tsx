/**
 * One class on My classes (seed 000 "My classes item"): the class type's picture (issue 26 item 9),
 * class type, cancelled flag, livestream
 * marker, waiting-list position, class-series name, seats with a change link, branch, date and
 * time; actions to open the livestream, cancel, leave the waiting list and add to a calendar.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { imageUrl } from '../../../shared/api/config.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { BookingConfirmations } from '../../../entities/booking/components/booking-confirmations.tsx';
import { formatClassSpan } from '../../../entities/class/lib/format-class-time.ts';
import { seatsHeld } from '../../../entities/class/lib/seat-limits.ts';
import { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';
import { bookedMessage } from '../../../entities/booking/lib/booked-message.ts';
import { preparePageSnackbar, showPageSnackbar } from '../../../shared/ui/page-snackbar.ts';
import { ChangeSeatsDialog } from './change-seats-dialog.tsx';
import { MyClassActions } from './my-class-actions.tsx';

interface Props {
  cls: Class;
  multipleSeats: boolean;
  showCalendarLink: boolean;
}

export function MyClassItem({ cls, multipleSeats, showCalendarLink }: Props) {
  const { t, i18n } = useTranslation('my-classes');
  const [changing, setChanging] = useState(false);
  const { t: tBooking } = useTranslation('booking');
  // The region exists before any message, so screen readers announce it (WCAG 4.1.3).
  useEffect(() => void preparePageSnackbar(), []);
  // A cancelled booking leaves the list, and with it the button that had focus: the customer's
  // place is then the list's heading, not the top of the page (issue 15, WCAG 2.4.3).
  useEffect(
    () => () =>
      void requestAnimationFrame(() => {
        const heading = document.getElementById('my-classes-title');
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && heading) {
          heading.tabIndex = -1;
          heading.focus();
        }
      }),
    [],
  );
  const flow = useBookingFlow(
    cls,
    () => setChanging(false),
    (request) => showPageSnackbar(bookedMessage(tBooking, cls, request)),
  );
  const series =
    cls.user_is_signed_up_for_class_with_class_series_name ??
    cls.user_is_signed_up_for_livestream_with_class_series_name;
  const branch = cls.room?.branch?.name;
  const inClass = !!cls.user_is_signed_up_for_class;
  return (
    <article
      className={`my-class${cls.cancelled ? ' is-cancelled' : ''}`}
      style={{ '--class-color': cls.class_type?.color || undefined } as React.CSSProperties}
      aria-labelledby={`my-class-${cls.id}`}
    >
      {cls.class_type?.image && (
        <img
          className="my-class-image"
          src={imageUrl(cls.class_type.image.filename, 160, 160)}
          alt=""
          width={80}
          height={80}
          loading="lazy"
        />
      )}
      <h3 id={`my-class-${cls.id}`} className="my-class-name">
        {cls.class_type?.name}
        {!!cls.cancelled && <span className="badge badge-danger">{t('cancelled')}</span>}
        {!!cls.user_is_signed_up_for_livestream && <span className="badge">{t('livestream')}</span>}
      </h3>
      <p className="my-class-when">
        {formatClassSpan(cls.date, cls.start_time, cls.end_time, i18n.language)}
        {branch && <span> · {branch}</span>}
      </p>
      {!!cls.user_is_signed_up_for_waiting_list && (
        <p className="my-class-line">
          {t('waiting_list_number', { number: cls.user_number_on_waiting_list ?? '' })}
        </p>
      )}
      {series && <p className="my-class-line">{t('series', { name: series })}</p>}
      {inClass && (
        <p className="my-class-line">
          {t('seats', { count: seatsHeld(cls) })}
          {multipleSeats &&
            !cls.cancelled &&
            !!(cls.user_can_sign_off_from_class || cls.user_can_sign_up_for_class) && (
              <button type="button" className="link-button" onClick={() => setChanging(true)}>
                {t('change')}
              </button>
            )}
        </p>
      )}
      <MyClassActions cls={cls} flow={flow} showCalendarLink={showCalendarLink} />
      <RefusalMessage error={flow.inlineError} />
      {changing && <ChangeSeatsDialog cls={cls} flow={flow} onDismiss={() => setChanging(false)} />}
      <BookingConfirmations flow={flow} />
    </article>
  );
}
