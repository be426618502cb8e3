/** "Sign up", with a seat count when several seats may be reserved (seed 000 §5: 1 … free seats). */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import { SeatInput } from '../../../entities/class/components/seat-input.tsx';
import { signupSeatRange } from '../../../entities/class/lib/seat-limits.ts';
import { useTypedSeats } from '../../../entities/class/lib/use-typed-seats.ts';
import type { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';

interface Props {
  cls: Class;
  multipleSeats: boolean;
  flow: ReturnType<typeof useBookingFlow>;
  disabled: boolean;
}

export function SignUpButton({ cls, multipleSeats, flow, disabled }: Props) {
  const { t } = useTranslation('booking');
  const range = signupSeatRange(cls);
  const seats = useTypedSeats(1, range, 1);
  const count = multipleSeats ? seats.count : 1;
  return (
    <div className="booking-row">
      {multipleSeats && range.max > 1 && (
        <SeatInput
          label={t('number_of_seats')}
          seats={seats}
          range={range}
          emptyValue={1}
          isDisabled={disabled}
        />
      )}
      <Button isDisabled={disabled} onPress={() => flow.start({ kind: 'sign_up', count })}>
        {multipleSeats && count > 1 ? t('sign_up_seats', { count }) : t('sign_up')}
      </Button>
    </div>
  );
}
