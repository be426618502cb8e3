/**
 * Deleting the own profile (seed 000 §2 profile edit, §4 profile deletion, §6): offered only when
 * the studio's `customer_can_destroy_own_account` is on; asks twice, then DELETE /users/{id},
 * logs out and goes to Login.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

type Step = 'idle' | 'first' | 'second';

/** The danger zone under the form. */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation('profile-edit');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const remove = useDeleteAccount(userId, () => void navigate('/login', { replace: true }));
  const stop = () => {
    if (!remove.isPending) setStep('idle');
  };

  return (
    <section className="profile-edit-danger" aria-labelledby="delete-profile-heading">
      <h2 id="delete-profile-heading">{t('delete_section')}</h2>
      <p>{t('delete_intro')}</p>
      <Button
        variant="danger"
        onPress={() => {
          remove.reset();
          setStep('first');
        }}
      >
        {t('delete_profile')}
      </Button>
      <Dialog
        role="alertdialog"
        title={t('delete_first_title')}
        isOpen={step === 'first'}
        onOpenChange={(open) => !open && stop()}
      >
        <p>{t('delete_first_text')}</p>
        <DialogActions>
          <Button variant="secondary" onPress={stop}>
            {t('keep_profile')}
          </Button>
          <Button variant="danger" onPress={() => setStep('second')}>
            {t('delete_continue')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        role="alertdialog"
        title={t('delete_second_title')}
        isOpen={step === 'second'}
        isDismissable={!remove.isPending}
        onOpenChange={(open) => !open && stop()}
      >
        <p>{t('delete_second_text')}</p>
        <RefusalMessage error={remove.error} />
        <DialogActions>
          <Button variant="secondary" onPress={stop} isDisabled={remove.isPending}>
            {t('keep_profile')}
          </Button>
          <Button variant="danger" onPress={() => remove.mutate()} isPending={remove.isPending}>
            {t('delete_final')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
