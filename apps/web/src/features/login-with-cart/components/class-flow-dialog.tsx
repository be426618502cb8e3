/**
 * The class dialogs of Login with cart (seed 000 §2, seed 001 §2, §8): class signup success with
 * its add-to-calendar link (the class's `ics_url`), no access to the class (the invalid
 * membership's reason, or a way to choose a membership payment option or a class pass and go on
 * to payment, or dismiss), and the class-signup error alert with the server's message.
 */
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/ui/refusal-message.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import type { FlowDialog } from './use-post-login-flow.ts';

export type ClassFlowDialogState = Extract<
  FlowDialog,
  { kind: 'class_signed_up' | 'class_no_access' | 'class_signup_failed' }
>;

interface Props {
  dialog: ClassFlowDialogState;
  /** Dismiss: My profile (or the studio's page when framed). */
  onClose: () => void;
  /** The no-access dialog's continue: the purchase page for the class. */
  onBuyAccess: () => void;
}

export function ClassFlowDialog({ dialog, onClose, onBuyAccess }: Props) {
  const { t } = useTranslation('login-with-cart');
  const errorText = useErrorText(dialog.kind === 'class_signup_failed' ? dialog.error : null);
  const canBuy = dialog.kind === 'class_no_access' && !!dialog.purchaseUrl;
  const title =
    dialog.kind === 'class_signed_up'
      ? t('class_signed_up_title')
      : dialog.kind === 'class_no_access'
        ? t('class_no_access_title')
        : t('class_signup_failed_title');
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {dialog.kind === 'class_signed_up' && (
        <>
          <p>{t('class_signed_up_message', { name: dialog.name })}</p>
          {dialog.icsUrl && (
            <p>
              <a href={dialog.icsUrl} download>
                {t('add_to_calendar')}
              </a>
            </p>
          )}
        </>
      )}
      {dialog.kind === 'class_no_access' && (
        <p>{dialog.reason ?? t('class_no_access_message', { name: dialog.name })}</p>
      )}
      {dialog.kind === 'class_signup_failed' && (
        <p>{t('class_signup_failed_message', { message: errorText?.message ?? '' })}</p>
      )}
      <DialogActions>
        <Button variant={canBuy ? 'secondary' : 'primary'} onPress={onClose}>
          {canBuy ? t('not_now') : t('go_to_profile')}
        </Button>
        {canBuy && <Button onPress={onBuyAccess}>{t('choose_membership_or_pass')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
