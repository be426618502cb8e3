/**
 * The confirm step before an appointment is cancelled (seed 000 §2 "My appointments"): the
 * appointment and the deadline, then Yes cancels (DELETE /appointments/{id}); a refusal (deadline
 * passed, only the studio may cancel) shows in the dialog in the server's words.
 */
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@studio/contract/appointments';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { useCancelAppointment } from '../api/my-appointments.ts';

interface Props {
  /** The appointment to cancel; `null` keeps the dialog closed. */
  appointment: Appointment | null;
  /** "Monday, November 30, 2026, 10:00–11:00". */
  when: string;
  /** "You can cancel until …", or empty. */
  deadline: string;
  onClose: () => void;
  onCancelled: () => void;
}

export function CancelAppointmentDialog({
  appointment,
  when,
  deadline,
  onClose,
  onCancelled,
}: Props) {
  const { t } = useTranslation('appointments');
  const cancel = useCancelAppointment(onCancelled);
  const close = () => {
    cancel.reset();
    onClose();
  };
  const name = appointment?.appointment_type?.name ?? '';
  return (
    <Dialog
      role="alertdialog"
      title={t('cancel_title')}
      isOpen={!!appointment}
      onOpenChange={(open) => !open && close()}
    >
      <p>{t('cancel_question', { name, when })}</p>
      {deadline && <p className="slot-status">{deadline}</p>}
      <RefusalMessage error={cancel.error} />
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          {t('keep_appointment')}
        </Button>
        <Button
          variant="danger"
          isPending={cancel.isPending}
          onPress={() => appointment && cancel.mutate(appointment.id)}
        >
          {t('confirm_cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
