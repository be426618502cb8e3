/**
 * The dialogs of Login with cart (seed 001 §2, seed 000 §2): must accept terms, must accept
 * membership terms, already have this membership, item not for sale or invalid link, free item
 * created, discount code refused, and the generic alert; a class's own dialogs are in
 * class-flow-dialog.tsx.
 */
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../shared/api/errors.ts';
import { useErrorText } from '../../../shared/ui/refusal-message.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { ClassFlowDialog, type ClassFlowDialogState } from './class-flow-dialog.tsx';
import type { FlowDialog as FlowDialogState } from './use-post-login-flow.ts';

export function FlowDialog({
  dialog,
  onClose,
  onBuyAccess,
}: {
  dialog: FlowDialogState | null;
  onClose: () => void;
  /** The class no-access dialog's continue (class-flow-dialog.tsx). */
  onBuyAccess: () => void;
}) {
  const { t, i18n } = useTranslation('login-with-cart');
  const failure =
    dialog?.kind === 'error' || dialog?.kind === 'discount_refused' ? dialog.error : null;
  const errorText = useErrorText(failure);
  let title = '';
  let message = '';
  let action = t('ok');
  switch (dialog?.kind) {
    case 'must_accept_terms':
    case 'must_accept_membership_terms':
      title = t('accept_needed_title');
      message = t(dialog.kind);
      break;
    case 'blocked':
      title =
        dialog.block === 'already_have_membership'
          ? t('already_have_membership_title')
          : dialog.block === 'already_signed_up'
            ? t('already_signed_up_title')
            : t('cannot_buy_title');
      message = t(`block_${dialog.block}`, { name: dialog.name });
      action = t('go_to_profile');
      break;
    case 'event_signed_up':
      title = t('event_signed_up_title');
      message = t('event_signed_up_message', { name: dialog.name });
      action = t('go_to_profile');
      break;
    case 'created':
      title = t('created_title');
      message = t('created_message', { name: dialog.name });
      action = t('go_to_profile');
      break;
    case 'discount_refused':
      title = t('discount_refused_title');
      // Discount-code refusals are raw E_ strings (CONTRACT §7): worded here.
      message =
        isRefusal(dialog.error) && i18n.exists(`login-with-cart:${dialog.error.code}`)
          ? t(dialog.error.code)
          : (errorText?.message ?? '');
      action = t('continue_to_checkout');
      break;
    case 'error':
      title = errorText?.title ?? '';
      message = errorText?.message ?? '';
      action = t('go_to_profile');
      break;
  }
  if (dialog?.kind.startsWith('class_'))
    return (
      <ClassFlowDialog
        dialog={dialog as ClassFlowDialogState}
        onClose={onClose}
        onBuyAccess={onBuyAccess}
      />
    );
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={dialog !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      <p>{message}</p>
      <DialogActions>
        <Button onPress={onClose}>{action}</Button>
      </DialogActions>
    </Dialog>
  );
}
