/** The welcome after a successful signup (seed 000 §4 signup success). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

/** `onContinue` runs when the customer closes it. */
export function SignupSuccessDialog({
  isOpen,
  name,
  onContinue,
}: {
  isOpen: boolean;
  name: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      title={t('signup_success_title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onContinue()}
    >
      <p>{t('signup_success_message')}</p>
      <DialogActions>
        <Button onPress={onContinue}>{t('continue')}</Button>
      </DialogActions>
    </Dialog>
  );
}
