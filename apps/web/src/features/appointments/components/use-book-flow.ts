/**
 * Book or Pay on the confirm step (seed 001 §5, §8; CONTRACT §12): the slot is checked first, and
 * a taken one ends in the "no longer available" alert. Book posts the appointment; Pay puts it in
 * the cart (a membership type with its 1-month option, as on Prices) and opens Checkout. Refusals
 * that mean the time is gone or the customer is busy end in their alert; others reject and show in
 * the popup. Every alert refreshes My appointments and the free times.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { addToCart, cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';
import { membershipTypesQuery } from '../../../entities/commerce/api/catalogue.ts';
import {
  campaignFor,
  defaultPaymentOption,
  membershipTypeBlock,
} from '../../../entities/commerce/lib/purchase-guards.ts';
import {
  appointmentCartRow,
  bookAppointment,
  type AppointmentAnswer,
  type MembershipPurchase,
} from '../api/book.ts';
import { isSlotFree, type ChosenSlot } from '../api/timeslots.ts';
import { refusalAlert, type BookingAlert } from '../lib/booking-outcome.ts';
import { paysFirst, type PaymentChoice } from '../lib/payment-choices.ts';

/** A membership type that cannot be bought now (`block` as purchase-guards names it). */
export class MembershipNotForSale extends Error {
  constructor(readonly block: string) {
    super(block);
    this.name = 'MembershipNotForSale';
  }
}

/** The membership type's 1-month payment option, with a campaign when the customer may have it. */
async function membershipPurchase(
  queryClient: QueryClient,
  userId: number,
  typeId: number,
): Promise<MembershipPurchase> {
  const [type] = await queryClient.fetchQuery(membershipTypesQuery(userId, typeId));
  const option = type && defaultPaymentOption(type);
  const block = membershipTypeBlock(type, option?.id);
  if (!type || !option || block) throw new MembershipNotForSale(block ?? 'not_for_sale');
  const campaign = campaignFor(type, option);
  return { payment_option: option.id, ...(campaign ? { membership_campaign: campaign } : {}) };
}

interface Booking {
  choice: PaymentChoice;
  answers: AppointmentAnswer[];
}

/** `mutate({ choice, answers })`; `onAlert` gets the alert that should replace the popup. */
export function useBookFlow(
  userId: number,
  slot: ChosenSlot,
  onAlert: (alert: BookingAlert) => void,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ choice, answers }: Booking): Promise<BookingAlert | 'checkout'> => {
      if (!(await isSlotFree(slot))) return 'unavailable';
      try {
        if (paysFirst(choice)) {
          const membership =
            choice.kind === 'membership_type'
              ? await membershipPurchase(queryClient, userId, choice.id)
              : undefined;
          await addToCart([appointmentCartRow(choice, slot, answers, userId, membership)], true);
          return 'checkout';
        }
        await bookAppointment(slot, userId, choice.key, answers);
        return 'booked';
      } catch (error) {
        const alert = refusalAlert(error);
        if (alert) return alert;
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      if (outcome === 'checkout') {
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
        return void navigate('/checkout');
      }
      onAlert(outcome);
      await Promise.all(
        [['appointments'], ['appointment-timeslots'], ['users']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
