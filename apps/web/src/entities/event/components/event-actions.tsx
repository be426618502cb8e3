/**
 * What the customer can do with an event (seed 001 §4 "Event signup", §5; seed 000 §2): a free
 * event → Sign up (POST /event-signups) or Cancel signup; a paid one → Buy, with a seat count when
 * the studio sells several seats, into the cart and on to Checkout; with an installment plan also
 * Pay in installments (`event_first_installment`, count 1) and See the installments. Visitors go
 * through Login with cart, which comes back and completes the same step. Guards of seed 001 §5 are
 * checked first and answered with their alert; the server's refusals likewise.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Event } from '@studio/contract/events';
import { useStudio } from '../../../shared/api/studio.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { loginWithCartPath } from '../../commerce/lib/local-cart-item.ts';
import { useEventActions, type EventPurchase } from '../api/event-signups.ts';
import {
  eventBlock,
  hasStarted,
  isFree,
  offersInstallments,
  seatsLeft,
} from '../lib/event-facts.ts';
import { eventAlertKind } from '../lib/event-refusal.ts';
import type { EventNotice } from './event-alert.tsx';
import { InstallmentsDialog } from './installments-dialog.tsx';
import { SeatCount, useSeatCount } from './seat-count.tsx';

interface Props {
  event: Event;
  today: string;
  /** The customer's id, 0 for a visitor. */
  userId: number;
  onNotice: (notice: EventNotice) => void;
  onCancelled: () => void;
}

export function EventActions({ event, today, userId, onNotice, onCancelled }: Props) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const studio = useStudio();
  const multipleSeats = !!studio.settings.customer_can_buy_multiple_seats_for_event;
  const { signUp, cancel, buy } = useEventActions(userId, event.id);
  const seatCount = useSeatCount(seatsLeft(event));
  const [planOpen, setPlanOpen] = useState(false);
  const free = isFree(event);
  const block = eventBlock(event, { today, clientId: studio.id, multipleSeats });
  const pending = signUp.isPending || cancel.isPending || buy.isPending;
  const alert = (error: unknown) =>
    onNotice({ kind: 'alert', alert: eventAlertKind(error), error });

  /** Seed 001 §5's guards before any call; @returns whether to go on. */
  const allowed = () => (block ? (onNotice({ kind: 'alert', alert: block }), false) : true);

  function purchase(choice: EventPurchase) {
    if (!allowed()) return;
    if (!userId) {
      const item =
        choice.kind === 'seats'
          ? { itemType: 'event', itemId: event.id, itemCount: choice.seats }
          : { itemType: 'event_first_installment', itemId: event.id, itemCount: 1 };
      return void navigate(loginWithCartPath(item));
    }
    buy.mutate(choice, { onSuccess: () => void navigate('/checkout'), onError: alert });
  }

  function join() {
    if (!allowed()) return;
    if (!userId)
      return void navigate(
        loginWithCartPath({ itemType: 'event', itemId: event.id, itemCount: 1 }),
      );
    signUp.mutate(undefined, {
      onSuccess: () => onNotice({ kind: 'signed_up', name: event.name }),
      onError: alert,
    });
  }

  if (event.archived || hasStarted(event, today)) return null;
  const signedUp = !!event.user_is_signed_up_for_event;
  if (free && signedUp) {
    return (
      <div className="event-actions">
        <Button
          variant="secondary"
          isPending={cancel.isPending}
          onPress={() => cancel.mutate(undefined, { onSuccess: onCancelled, onError: alert })}
        >
          {t('cancel_signup')}
        </Button>
      </div>
    );
  }
  // Signed up already (one seat each): the state says so. A full event keeps its buttons, and
  // pressing one answers with the "fully booked" alert (seed 001 §5).
  if (block === 'already_signed_up') return null;
  if (free) {
    return (
      <div className="event-actions">
        <Button isPending={signUp.isPending} onPress={join}>
          {userId ? t('sign_up') : t('log_in_to_sign_up')}
        </Button>
      </div>
    );
  }
  const chooseSeats = multipleSeats && seatsLeft(event) > 1 && !block;
  return (
    <div className="event-actions">
      {chooseSeats && (
        <SeatCount max={seatsLeft(event)} value={seatCount.seats} onChange={seatCount.change} />
      )}
      <Button
        isPending={buy.isPending && buy.variables?.kind === 'seats'}
        isDisabled={pending}
        onPress={() => purchase({ kind: 'seats', seats: chooseSeats ? seatCount.current() : 1 })}
      >
        {/* One label whatever the count: a label that changes as the field commits on the
            press's own blur would move the button under the finger. */}
        {userId ? t('buy') : t('log_in_to_buy')}
      </Button>
      {offersInstallments(event) && (
        <>
          <Button
            variant="secondary"
            isPending={buy.isPending && buy.variables?.kind === 'installments'}
            isDisabled={pending}
            onPress={() => purchase({ kind: 'installments' })}
          >
            {t('pay_in_installments')}
          </Button>
          <Button variant="ghost" onPress={() => setPlanOpen(true)}>
            {t('see_installments')}
          </Button>
          <InstallmentsDialog event={event} isOpen={planOpen} onClose={() => setPlanOpen(false)} />
        </>
      )}
    </div>
  );
}
