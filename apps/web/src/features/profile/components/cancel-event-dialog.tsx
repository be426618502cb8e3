/**
 * The confirm step before a free event's signup is cancelled (seed 001 §4): Yes cancels
 * (DELETE /event-signups/{id}); a refusal (e.g. the event has started) shows in the dialog.
 */
import { useTranslation } from 'react-i18next';
import type { EventSignup } from '@studio/contract/events';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { useCancelEventSignup } from '../api/get-event-signups.ts';
import { eventOf } from '../lib/event-signups.ts';

interface Props {
  /** The signup to cancel; `null` keeps the dialog closed. */
  signup: EventSignup | null;
  onClose: () => void;
  onCancelled: () => void;
}

export function CancelEventDialog({ signup, onClose, onCancelled }: Props) {
  const { t } = useTranslation('profile');
  const cancel = useCancelEventSignup(onCancelled);
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('cancel_event_title')}
      isOpen={!!signup}
      onOpenChange={(open) => !open && close()}
    >
      <p>{t('cancel_event_question', { name: signup ? (eventOf(signup)?.name ?? '') : '' })}</p>
      <RefusalMessage error={cancel.error} />
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          {t('keep_event_signup')}
        </Button>
        <Button
          variant="danger"
          isPending={cancel.isPending}
          onPress={() => signup && cancel.mutate(signup.id)}
        >
          {t('confirm_cancel_event_signup')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
