/**
 * "Sign up", with a seat count when several seats may be reserved (seed 000 §5: 1 … free seats).
 * Without access for the seats (the server's flags, or nothing of the customer's that pays: the
 * cost line's preview) it says what pressing it does: "Buy access" leads to the purchase page
 * (seed 000 §8, issue 26).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { Button } from '../../../shared/ui/button.tsx';
import { SeatInput } from '../../../entities/class/components/seat-input.tsx';
import { missingSeats, signupSeatRange } from '../../../entities/class/lib/seat-limits.ts';
import { useTypedSeats } from '../../../entities/class/lib/use-typed-seats.ts';
import type { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';
import { accessQuery } from '../api/get-access.ts';
import { bookingCost } from '../lib/booking-cost.ts';

interface Props {
  cls: Class;
  userId: number;
  multipleSeats: boolean;
  flow: ReturnType<typeof useBookingFlow>;
  disabled: boolean;
}

export function SignUpButton({ cls, userId, multipleSeats, flow, disabled }: Props) {
  const { t } = useTranslation('booking');
  const range = signupSeatRange(cls);
  const seats = useTypedSeats(1, range, 1);
  const count = multipleSeats ? seats.count : 1;
  const access = useQuery(accessQuery(userId));
  const buys =
    cls.user_can_sign_up_for_class === false ||
    missingSeats(cls, count) > 0 ||
    (!!access.data && bookingCost(cls, access.data, count).kind === 'none');
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
        {buys
          ? t('buy_access')
          : multipleSeats && count > 1
            ? t('sign_up_seats', { count })
            : t('sign_up')}
      </Button>
    </div>
  );
}
