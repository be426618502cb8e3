/**
 * A one-button alert (react-aria `alertdialog`): a title, one paragraph, and a button that closes
 * it. Open while `isOpen`; `onClose` runs on the button, Escape and an outside press. The texts are
 * the caller's, in its own namespace (`okLabel` is usually its `ok`).
 */
import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

export function AlertDialog({
  title,
  message,
  okLabel,
  isOpen,
  onClose,
}: {
  title: string;
  message: string;
  okLabel: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{message}</p>
      <DialogActions>
        <Button onPress={onClose}>{okLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
