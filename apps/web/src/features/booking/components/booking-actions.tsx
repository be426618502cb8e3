/**
 * Every booking action the class's flags allow (seed 000 §3–§5), with the seat input when the
 * studio lets customers reserve several seats. One request at a time: all buttons wait for it.
 * A success says what changed in the page's snackbar (§9), which outlives the closing dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import type { BookingRequest } from '../../../entities/booking/api/booking-requests.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { showPageSnackbar } from '../../../shared/ui/page-snackbar.ts';
import { bookedMessage } from '../../../entities/booking/lib/booked-message.ts';
import { classActions, isLockedForUser } from '../lib/class-actions.ts';
import { useBookingFlow } from '../../../entities/booking/lib/use-booking-flow.ts';
import { BookingConfirmations } from '../../../entities/booking/components/booking-confirmations.tsx';
import { BookingFacts } from './booking-facts.tsx';
import { RefusalAlert, refusedAction, type RefusedAction } from './refusal-alert.tsx';
import { LoginToBook } from './login-to-book.tsx';
import { SeatChanger } from './seat-changer.tsx';
import { SignUpButton } from './sign-up-button.tsx';

interface Props {
  cls: Class;
  /** The logged-in customer's id; `undefined` for a visitor. */
  userId: number | undefined;
  multipleSeats: boolean;
  onDone: () => void;
}

export function BookingActions({ cls, userId, multipleSeats, onDone }: Props) {
  const { t } = useTranslation('booking');
  const loggedIn = userId !== undefined;
  const booking = useBookingFlow(cls, onDone, (request) =>
    showPageSnackbar(bookedMessage(t, cls, request)),
  );
  // What was tried last names the refusal's alert; a dismissed refusal stays closed (seed 000 §8).
  const [tried, setTried] = useState<RefusedAction>('sign_up');
  const [dismissed, setDismissed] = useState<unknown>(null);
  const flow = {
    ...booking,
    start: (request: BookingRequest) => {
      setTried(refusedAction(request));
      booking.start(request);
    },
  };
  const refusal = flow.inlineError !== dismissed ? flow.inlineError : null;
  const actions = classActions(cls, { loggedIn, multipleSeats });
  const has = (action: (typeof actions)[number]) => actions.includes(action);
  const signedUp = !!(cls.user_is_signed_up_for_class || cls.user_is_signed_up_for_livestream);
  const reasons = signedUp ? [] : (cls.user_active_invalid_memberships ?? []);
  const disabled = flow.isPending;
  const beforeBooking = has('log_in') || has('sign_up') || has('join_waiting_list');

  return (
    <div className="booking-actions">
      {loggedIn && !signedUp && isLockedForUser(cls) && (
        <p className="booking-note">{t('locked_by_series')}</p>
      )}
      {reasons.map((membership) => (
        <p key={membership.id} className="booking-note">
          {membership.membership_type?.name && <strong>{membership.membership_type.name}: </strong>}
          {membership.reason_for_membership_not_valid.localized_message}
        </p>
      ))}
      {beforeBooking && <BookingFacts cls={cls} userId={userId} />}
      {has('log_in') && <LoginToBook />}
      {has('sign_up') && (
        <SignUpButton
          cls={cls}
          userId={userId ?? 0}
          multipleSeats={multipleSeats}
          flow={flow}
          disabled={disabled}
        />
      )}
      {has('change_seats') && <SeatChanger cls={cls} flow={flow} disabled={disabled} />}
      <div className="booking-buttons">
        {has('sign_off') && (
          <Button
            variant="danger"
            isDisabled={disabled}
            onPress={() => flow.start({ kind: 'change_count', count: 0 })}
          >
            {t('cancel_booking')}
          </Button>
        )}
        {has('join_waiting_list') && (
          <Button isDisabled={disabled} onPress={() => flow.start({ kind: 'join_waiting_list' })}>
            {t('join_waiting_list')}
          </Button>
        )}
        {has('leave_waiting_list') && !!cls.user_waiting_list_signup_id && (
          <Button
            variant="danger"
            isDisabled={disabled}
            onPress={() =>
              flow.start({ kind: 'leave_waiting_list', signupId: cls.user_waiting_list_signup_id! })
            }
          >
            {t('leave_waiting_list')}
          </Button>
        )}
        {has('livestream_sign_up') && (
          <Button
            variant="secondary"
            isDisabled={disabled}
            onPress={() => flow.start({ kind: 'livestream_sign_up' })}
          >
            {t('livestream_sign_up')}
          </Button>
        )}
        {has('open_livestream') && typeof cls.livestream_link === 'string' && (
          <a className="button button-primary" href={cls.livestream_link}>
            {t('open_livestream')}
          </a>
        )}
        {has('livestream_sign_off') && !!cls.user_livestream_signup_id && (
          <Button
            variant="danger"
            isDisabled={disabled}
            onPress={() =>
              flow.start({ kind: 'livestream_sign_off', signupId: cls.user_livestream_signup_id! })
            }
          >
            {t('livestream_sign_off')}
          </Button>
        )}
      </div>
      {loggedIn && actions.length === 0 && !cls.cancelled && !!cls.class_has_started && (
        <p className="booking-note">{t('class_has_started')}</p>
      )}
      <RefusalAlert error={refusal} action={tried} onClose={() => setDismissed(refusal)} />
      <BookingConfirmations flow={flow} />
    </div>
  );
}
