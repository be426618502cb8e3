/** Change the seats of a booking (seed 000 §5: 0 … seats minus others' signups; 0 cancels). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { clampSeats, editSeatRange, seatsHeld } from '../../../entities/class/lib/seat-limits.ts';
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
  const [seats, setSeats] = useState(held);
  const count = clampSeats(seats, range);
  return (
    <div className="booking-row">
      <NumberField
        label={t('number_of_seats')}
        value={count}
        onChange={setSeats}
        minValue={range.min}
        maxValue={range.max}
        isDisabled={disabled}
      />
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
