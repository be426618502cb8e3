/**
 * "Thank you for your order" (seed 001 §2 Profile cards): shown once on My profile after a
 * payment, driven by the one-time flash that carries the order id (lib/payment-flash.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

/** Open while `orderId` is set and not yet closed. */
export function ThanksDialog({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('checkout');
  const [closed, setClosed] = useState(false);
  return (
    <Dialog
      title={t('thanks_title')}
      isOpen={orderId !== null && !closed}
      onOpenChange={(open) => setClosed(!open)}
    >
      <p>{t('thanks_message')}</p>
      <DialogActions>
        <Button onPress={() => setClosed(true)}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
