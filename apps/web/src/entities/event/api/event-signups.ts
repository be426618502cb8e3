/**
 * Joining and leaving events (CONTRACT §6; seed 001 §4 "Event signup"): a free event is signed up
 * directly (POST /event-signups, one seat) and may be cancelled (DELETE /event-signups/{id}); a
 * paid event goes into the cart as `event` with `item_count` = seats, or as
 * `event_first_installment` (count 1) to pay in installments, and then to Checkout. Refusals
 * (`E_EVENT_IS_FULL`, `E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT`, `E_EVENT_HAS_STARTED`,
 * `E_EVENT_NOT_FOUND`) reject as `ApiRefusal`; the caller shows them (event-refusal.ts).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EventSignup, EventSignupList } from '@studio/contract/events';
import { api } from '../../../shared/api/client.ts';
import { ApiRefusal } from '../../../shared/api/errors.ts';
import { addToCart, type NewCartItem } from '../../commerce/api/add-to-cart.ts';
import { eventQueryKey } from './get-events.ts';

/** Every cached view of events: the Events page, the dialog, the schedule's event time slots,
 *  the profile (its `event_signups`) and the cart. */
export async function refreshEvents(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [eventQueryKey, ['event-time-slots'], ['event-signups'], ['session'], ['cart-items']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** POST /event-signups `{user, event}` for a free event. @returns the new signup. */
export const signUpForEvent = (user: number, event: number) =>
  api.post('/event-signups', EventSignup, { body: { user, event } });

/**
 * Cancels `user`'s signup for free event `event`: its id looked up in GET /event-signups?user=…
 * (so a cached id never cancels the wrong signup), then DELETE /event-signups/{id}.
 * @throws ApiRefusal `E_EVENT_SIGNUP_NOT_FOUND` when the customer holds no signup (any more).
 */
export async function cancelEventSignup(user: number, event: number) {
  const mine = await api.get('/event-signups', EventSignupList, { query: { user } });
  const id = mine.find((signup) => signup.event_id === event && !signup.archived)?.id;
  if (!id) throw new ApiRefusal('E_EVENT_SIGNUP_NOT_FOUND');
  await api.delete(`/event-signups/${id}`, null);
}

/** How a paid event is bought: all at once (`seats` seats) or the first installment (1 seat). */
export type EventPurchase = { kind: 'seats'; seats: number } | { kind: 'installments' };

/** The cart row of a purchase (seed 001 §3: `event_first_installment` always counts 1). */
export function eventCartItem(user: number, event: number, purchase: EventPurchase): NewCartItem {
  return purchase.kind === 'seats'
    ? { item_type: 'event', item_id: event, user, item_count: purchase.seats }
    : { item_type: 'event_first_installment', item_id: event, user, item_count: 1 };
}

/** Replaces the cart with the event (CONTRACT §7 `destroyOthers`), ready for Checkout. */
export const putEventInCart = (user: number, event: number, purchase: EventPurchase) =>
  addToCart([eventCartItem(user, event, purchase)], true);

/** The event actions as mutations; every outcome, refusals included, refreshes the events. */
export function useEventActions(user: number, event: number) {
  const queryClient = useQueryClient();
  const onSettled = () => refreshEvents(queryClient);
  const signUp = useMutation({ mutationFn: () => signUpForEvent(user, event), onSettled });
  const cancel = useMutation({
    mutationFn: () => cancelEventSignup(user, event),
    onSettled,
  });
  const buy = useMutation({
    mutationFn: (purchase: EventPurchase) => putEventInCart(user, event, purchase),
    onSettled,
  });
  return { signUp, cancel, buy };
}
