/**
 * Which booking actions a class offers the customer, read from the server's per-class flags
 * (seed 000 §3, §4, §5; CONTRACT §4). The server decides; this only maps flags to buttons.
 * "Sign up" also shows when the class accepts signups but the customer lacks access: the server
 * then refuses with no-access and the customer is led to buy it (seed 000 §8).
 */
import type { Class } from '@studio/contract/classes';

export type ClassAction =
  | 'log_in'
  | 'sign_up'
  | 'change_seats'
  | 'sign_off'
  | 'join_waiting_list'
  | 'leave_waiting_list'
  | 'livestream_sign_up'
  | 'livestream_sign_off'
  | 'open_livestream';

export interface ActionContext {
  loggedIn: boolean;
  /** Client setting `customer_can_reserve_multiple_seats_for_class`. */
  multipleSeats: boolean;
}

/** Whether the class is part of a locked series the customer does not hold (§5). */
export const isLockedForUser = (cls: Class): boolean =>
  !!cls.class_is_part_of_locked_class_series_type &&
  !cls.user_can_sign_up_for_class_locked_by_class_series;

/** The actions to offer, in display order. */
export function classActions(
  cls: Class,
  { loggedIn, multipleSeats }: ActionContext,
): ClassAction[] {
  if (cls.cancelled) return [];
  if (!loggedIn) {
    const open =
      cls.class_accepts_customer_signups ||
      cls.class_accepts_livestream_signups ||
      cls.class_is_fully_booked;
    return open && !cls.class_has_started ? ['log_in'] : [];
  }
  const actions: ClassAction[] = [];
  const inClass = !!cls.user_is_signed_up_for_class;
  const onList = !!cls.user_is_signed_up_for_waiting_list;
  const onStream = !!cls.user_is_signed_up_for_livestream;
  const locked = isLockedForUser(cls);

  if (inClass) {
    if (multipleSeats && cls.user_can_sign_off_from_class) actions.push('change_seats');
    if (cls.user_can_sign_off_from_class) actions.push('sign_off');
  } else if (!onStream && !locked && cls.class_accepts_customer_signups) {
    actions.push('sign_up');
  }
  if (onList) {
    if (cls.user_can_sign_off_from_waiting_list) actions.push('leave_waiting_list');
  } else if (
    !inClass &&
    !onStream &&
    !locked &&
    (cls.user_can_sign_up_for_waiting_list || !!cls.class_accepts_waiting_list_signups)
  ) {
    actions.push('join_waiting_list');
  }
  if (onStream) {
    if (cls.user_can_start_livestream) actions.push('open_livestream');
    if (cls.user_can_sign_off_from_livestream) actions.push('livestream_sign_off');
  } else if (!inClass && !locked && cls.class_accepts_livestream_signups) {
    actions.push('livestream_sign_up');
  }
  return actions;
}
