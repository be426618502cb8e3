/**
 * Why a booking's seats cannot go up (issue 15; seed 000 §5), read from the class's flags
 * (CONTRACT §4): the studio allows one seat, the class has no free seats, the customer's access
 * covers no more seats (`user_can_sign_up_for_number_of_seats` 0), or the class takes no more
 * bookings. Else `from_schedule`: a booked customer cannot "sign up" again (seed 000 §5: the max
 * is the current count), but the class's own dialog in the schedule takes more seats while there
 * are free ones. `undefined` when the seats can go up.
 */
import type { Class } from '@studio/contract/classes';
import { freeSeats } from '../../../entities/class/lib/seat-limits.ts';

type SeatReason =
  'one_seat_only' | 'no_free_seats' | 'no_classes_left' | 'closed' | 'from_schedule';

export function seatsCannotGrowReason(
  cls: Class,
  { multipleSeats, canGrow }: { multipleSeats: boolean; canGrow: boolean },
): SeatReason | undefined {
  if (canGrow) return undefined;
  if (!multipleSeats) return 'one_seat_only';
  if (cls.class_is_fully_booked || (cls.signup_count !== undefined && freeSeats(cls) === 0)) {
    return 'no_free_seats';
  }
  if (cls.user_can_sign_up_for_number_of_seats === 0) return 'no_classes_left';
  if (cls.class_has_started || cls.class_accepts_customer_signups === false) return 'closed';
  return 'from_schedule';
}
