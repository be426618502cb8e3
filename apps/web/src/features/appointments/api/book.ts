/**
 * Booking an appointment (CONTRACT §12 POST /appointments, §7 POST /cart-items; seed 001 §7):
 * Book sends the slot with an existing access item or the paid-outside value; Pay puts one row in
 * the cart, either the appointment itself (`directPurchase`, price in kroner) or a class pass or
 * membership type that books it once paid (`use_immediately_after_purchase`). Times go as
 * `HH:mm:ss`, dates as Copenhagen `YYYY-MM-DD`.
 */
import { Appointment } from '@studio/contract/appointments';
import type { NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import { api } from '../../../shared/api/client.ts';
import type { PaymentChoice } from '../lib/payment-choices.ts';
import { toWireTime } from '../lib/timeslots.ts';
import type { ChosenSlot } from './timeslots.ts';

/** A question's answer, trimmed; unanswered optional questions are left out. */
export interface AppointmentAnswer {
  question_id: number;
  answer: string;
}

/** The slot as the server books it: `appointment_details` and the body of POST /appointments. */
function details(slot: ChosenSlot, answers: AppointmentAnswer[]) {
  return {
    date: slot.date,
    appointment_type_id: slot.appointment_type_id,
    teacher_id: slot.teacher_id,
    start_time: toWireTime(slot.start_time),
    branch_id: slot.branch_id ?? null,
    answers,
  };
}

/**
 * POST /appointments with the extended-error header (the api client sends it on every call).
 * @returns the appointment; rejects with `ApiRefusal` (`E_APPOINTMENT_TIMESLOT_UNAVAILABLE`,
 * `E_APPOINTMENT_OVERLAPS` with `localized.overlappingObjects`, the no-access code).
 */
export function bookAppointment(
  slot: ChosenSlot,
  customerId: number,
  paymentOption: string,
  answers: AppointmentAnswer[],
) {
  const body = { ...details(slot, answers), customer_id: customerId, paymentOption };
  return api.post('/appointments', Appointment, { body });
}

/** A membership type's 1-month payment option (and campaign, when the customer is eligible). */
export interface MembershipPurchase {
  payment_option: number;
  membership_campaign?: number;
}

/**
 * The cart row that pays for the slot (added with `addToCart(rows, true)`, `destroyOthers=1`):
 * the appointment itself (`directPurchase`; `item_id` is the type), or the class pass or
 * membership type to buy, carrying the slot to book once paid.
 */
export function appointmentCartRow(
  choice: PaymentChoice,
  slot: ChosenSlot,
  answers: AppointmentAnswer[],
  user: number,
  membership?: MembershipPurchase,
): NewCartItem {
  const booked = details(slot, answers);
  if (choice.kind === 'class_pass_type' || choice.kind === 'membership_type')
    return {
      item_type: choice.kind,
      item_id: choice.id,
      user,
      ...membership,
      use_immediately_after_purchase: { item_type: 'appointment', ...booked },
    };
  return {
    item_type: 'appointment',
    item_id: slot.appointment_type_id,
    user,
    appointment_details: booked,
  };
}
