/**
 * A booking the server refused, as an alert over the class dialog (seed 000 §8: "other E_ codes on
 * class signup: alert 'An error occurred. We could not sign you up for the class. The error was:
 * {message}'; waiting-list variant similar; E_ codes on cancel or seat change are shown as an
 * alert"). The title is the server's localised title (e.g. "Fully booked") or the generic one;
 * the text says what could not be done, then why. Refusals that lead elsewhere (no access, class
 * started or cancelled, already signed up) are handled by the booking flow, not here.
 */
import { useTranslation } from 'react-i18next';
import type { BookingRequest } from '../../../entities/booking/api/booking-requests.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { useErrorText } from '../../../shared/ui/refusal-message.tsx';

/** What the customer tried, as the alert names it (keys `refused_<action>` in `booking`). */
export type RefusedAction = 'sign_up' | 'waiting_list' | 'livestream' | 'change_seats' | 'cancel';

/** The action of `request`: raising or lowering seats is a seat change, 0 seats a cancellation. */
export function refusedAction(request: BookingRequest): RefusedAction {
  switch (request.kind) {
    case 'sign_up':
      return 'sign_up';
    case 'join_waiting_list':
      return 'waiting_list';
    case 'livestream_sign_up':
      return 'livestream';
    case 'change_count':
      return request.count > 0 ? 'change_seats' : 'cancel';
    default:
      return 'cancel';
  }
}

interface Props {
  /** The refusal to show; `null` keeps the alert closed. */
  error: unknown;
  action: RefusedAction;
  onClose: () => void;
}

export function RefusalAlert({ error, action, onClose }: Props) {
  const { t } = useTranslation('booking');
  const text = useErrorText(error);
  return (
    <Dialog
      role="alertdialog"
      title={text?.title ?? ''}
      isOpen={!!text}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{t(`refused_${action}`, { message: text?.message ?? '' })}</p>
      <DialogActions>
        <Button onPress={onClose}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
