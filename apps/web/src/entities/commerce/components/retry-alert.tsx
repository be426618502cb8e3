/**
 * The alert after a payment retry (seed 001 §8): paid, declined, or nothing due. The words are the
 * calling feature's: `ns` is its i18n namespace, which holds `retry_<outcome>_title`,
 * `retry_<outcome>` for each outcome, and `ok`.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import type { RetryOutcome } from '../api/retry-payment.ts';

/** Open while `outcome` is set; `onClose` clears it. */
export function RetryAlert({
  ns,
  outcome,
  onClose,
}: {
  ns: string;
  outcome: RetryOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
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
