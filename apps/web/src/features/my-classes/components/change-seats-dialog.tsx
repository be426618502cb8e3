/**
 * The change-seats dialog of My classes (seed 000 §5): a whole number from 0 (if the customer may
 * sign off, else the current count) to 99 (if they may sign up, else the current count); an
 * empty field reads 0. Dismiss and Save; 0 asks whether to cancel the booking.
 */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { SeatInput } from '../../../entities/class/components/seat-input.tsx';
import { formatClassSpan } from '../../../entities/class/lib/format-class-time.ts';
import { profileSeatRange, seatsHeld } from '../../../entities/class/lib/seat-limits.ts';
import { useTypedSeats } from '../../../entities/class/lib/use-typed-seats.ts';
import { seatsCannotGrowReason } from '../lib/seat-reason.ts';
import type { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';

interface Props {
  cls: Class;
  flow: ReturnType<typeof useBookingFlow>;
  onDismiss: () => void;
}

export function ChangeSeatsDialog({ cls, flow, onDismiss }: Props) {
  const { t, i18n } = useTranslation('my-classes');
  const range = profileSeatRange(cls);
  const held = seatsHeld(cls);
  const seats = useTypedSeats(held, range, 0);
  const count = seats.count;
  const reason = seatsCannotGrowReason(cls, { multipleSeats: true, canGrow: range.max > held });
  return (
    <Dialog title={t('change_seats_title')} isOpen onOpenChange={(open) => !open && onDismiss()}>
      <p className="change-seats-class">
        <strong>{cls.class_type?.name}</strong>
        <br />
        {formatClassSpan(cls.date, cls.start_time, cls.end_time, i18n.language)}
      </p>
      <SeatInput
        label={t('number_of_seats')}
        seats={seats}
        range={range}
        emptyValue={0}
        isDisabled={flow.isPending}
      />
      {reason && <p className="change-seats-reason">{t(`seat_reason_${reason}`)}</p>}
      <DialogActions>
        <Button variant="secondary" onPress={onDismiss}>
          {t('dismiss')}
        </Button>
        <Button
          isDisabled={flow.isPending || count === held}
          onPress={() => flow.start({ kind: 'change_count', count })}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
