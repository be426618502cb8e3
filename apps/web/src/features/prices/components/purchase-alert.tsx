/**
 * The alert after pressing Buy (seed 001 §5, §4): why the item cannot be bought, what went wrong
 * on the server, or that a free item is now on the profile.
 */
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/ui/refusal-message.tsx';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';
import type { PricesAlert } from './use-buy.ts';

/** Open while `alert` is set; `onClose` clears it. */
export function PurchaseAlert({
  alert,
  onClose,
}: {
  alert: PricesAlert | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const errorText = useErrorText(alert?.kind === 'error' ? alert.error : null);
  let title = '';
  let message = '';
  if (alert?.kind === 'blocked') {
    title = t('cannot_buy_title');
    message = t(`block_${alert.block}`, { name: alert.name });
  } else if (alert?.kind === 'created') {
    title = t('created_title');
    message = t('created_message', { name: alert.name });
  } else if (errorText) {
    ({ title, message } = errorText);
  }
  return (
    <AlertDialog
      title={title}
      message={message}
      okLabel={t('ok')}
      isOpen={alert !== null}
      onClose={onClose}
    />
  );
}
