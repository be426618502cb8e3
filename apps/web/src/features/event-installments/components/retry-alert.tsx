/** The alert after a retry of failed installments (seed 001 §8): paid, declined, or nothing due. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import type { RetryOutcome } from '../api/retry-installments.ts';

export function RetryAlert({
  outcome,
  onClose,
}: {
  outcome: RetryOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('event-installments');
  return (
    <Dialog
      role="alertdialog"
      title={outcome ? t(`retry_${outcome}_title`) : ''}
      isOpen={!!outcome}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{outcome && t(`retry_${outcome}`)}</p>
      <DialogActions>
        <Button onPress={onClose}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
