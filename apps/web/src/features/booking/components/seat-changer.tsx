/** Change the seats of a booking (seed 000 §5: 0 … seats minus others' signups; 0 cancels). */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import { SeatInput } from '../../../entities/class/components/seat-input.tsx';
import { editSeatRange, seatsHeld } from '../../../entities/class/lib/seat-limits.ts';
import { useTypedSeats } from '../../../entities/class/lib/use-typed-seats.ts';
import type { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';

interface Props {
  cls: Class;
  flow: ReturnType<typeof useBookingFlow>;
  disabled: boolean;
}

export function SeatChanger({ cls, flow, disabled }: Props) {
  const { t } = useTranslation('booking');
  const range = editSeatRange(cls);
  const held = seatsHeld(cls);
  const seats = useTypedSeats(held, range, 0);
  const count = seats.count;
  return (
    <div className="booking-row">
      <SeatInput label={t('number_of_seats')} seats={seats} range={range} isDisabled={disabled} />
      <Button
        variant="secondary"
        isDisabled={disabled || count === held}
        onPress={() => flow.start({ kind: 'change_count', count })}
      >
        {t('change_seats')}
      </Button>
    </div>
  );
}
