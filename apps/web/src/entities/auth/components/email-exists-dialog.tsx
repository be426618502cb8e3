/**
 * Signup refused with E_EMAIL_EXISTS or E_USER_EXISTS (seed 000 §8): the address already has a
 * profile here, so the customer can log in or reset the password instead.
 */
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../shared/api/errors.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

/** Whether `error` means the email is taken. */
export const isEmailTaken = (error: unknown) => isRefusal(error, 'E_EMAIL_EXISTS', 'E_USER_EXISTS');

/** Open while `error` says the email is taken; `onClose` clears it. */
export function EmailExistsDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      role="alertdialog"
      title={t('email_exists_title')}
      isOpen={isEmailTaken(error)}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{t('email_exists_message')}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          {t('common:close')}
        </Button>
        <ButtonLink variant="secondary" href="/reset-password">
          {t('reset_password')}
        </ButtonLink>
        <ButtonLink href="/login">{t('log_in')}</ButtonLink>
      </DialogActions>
    </Dialog>
  );
}
