/**
 * The two login refusals the spec shows as dialogs (seed 000 §8): E_LOGIN_FAILED ("wrong email or
 * password") and E_USER_IS_NOT_CUSTOMER ("password correct, but not a customer here").
 */
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../shared/api/errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

/** Whether `error` is one of the refusals this dialog explains. */
export const isLoginRefusal = (error: unknown) =>
  isRefusal(error, 'E_LOGIN_FAILED', 'E_USER_IS_NOT_CUSTOMER');

/** Open while `error` is a login refusal; `onClose` clears it. */
export function LoginRefusalDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const notCustomer = isRefusal(error, 'E_USER_IS_NOT_CUSTOMER');
  return (
    <Dialog
      role="alertdialog"
      title={t(notCustomer ? 'not_customer_title' : 'login_failed_title')}
      isOpen={isLoginRefusal(error)}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{t(notCustomer ? 'not_customer_message' : 'login_failed_message')}</p>
      <DialogActions>
        <Button onPress={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
