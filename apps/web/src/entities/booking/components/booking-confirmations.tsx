/**
 * The questions and notices of a booking flow: "cancel the booking?" (with the server's late-cancel
 * warning after the deadline), an invalid membership's reason, and refusals that end the dialog.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import type { useBookingFlow } from '../lib/use-booking-flow.ts';

export function BookingConfirmations({ flow }: { flow: ReturnType<typeof useBookingFlow> }) {
  const { t } = useTranslation('booking');
  const { confirmation, notice } = flow;
  return (
    <>
      <Dialog
        role="alertdialog"
        title={t('cancel_booking_question')}
        isOpen={!!confirmation}
        onOpenChange={(open) => !open && flow.cancelConfirmation()}
      >
        {confirmation?.warning && <p className="booking-warning">{confirmation.warning}</p>}
        <DialogActions>
          <Button variant="secondary" onPress={flow.cancelConfirmation}>
            {t('keep_booking')}
          </Button>
          <Button variant="danger" isDisabled={flow.isPending} onPress={flow.confirm}>
            {t('yes_cancel_booking')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        role="alertdialog"
        title={t('notice_title')}
        isOpen={!!notice}
        onOpenChange={(open) => !open && flow.dismissNotice()}
      >
        {notice?.message ? <p>{notice.message}</p> : <RefusalMessage error={notice?.error} />}
        <DialogActions>
          <Button onPress={flow.dismissNotice}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
