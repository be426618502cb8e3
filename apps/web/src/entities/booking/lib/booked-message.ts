/**
 * The snackbar text after a booking request succeeded (seed 000 §4, §9), in the customer's
 * language: what changed and for which class ("You are booked for Vinyasa").
 */
import type { TFunction } from 'i18next';
import type { Class } from '@studio/contract/classes';
import type { BookingRequest } from '../api/booking-requests.ts';

/** The message for `request` on `cls`; `t` is bound to the `booking` namespace. */
export function bookedMessage(t: TFunction, cls: Class, request: BookingRequest): string {
  const name = cls.class_type?.name || t('done_the_class');
  switch (request.kind) {
    case 'sign_up':
      return t('done_booked', { count: request.count, name });
    case 'change_count':
      return request.count === 0
        ? t('done_cancelled', { name })
        : t('done_seats', { count: request.count, name });
    case 'join_waiting_list':
      return t('done_waiting_list_joined', { name });
    case 'leave_waiting_list':
      return t('done_waiting_list_left', { name });
    case 'livestream_sign_up':
      return t('done_livestream_booked', { name });
    case 'livestream_sign_off':
      return t('done_livestream_cancelled', { name });
  }
}
