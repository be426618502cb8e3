/**
 * "Thank you for your order" (seed 001 §2 Profile cards): shown once on My profile after a
 * payment, driven by the one-time flash that carries the order id (lib/payment-flash.ts). When the
 * server refused the paid order (what it bought went meanwhile, issue 22) the same dialog says so
 * instead: why, and that the amount is refunded.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { paymentOutcomeQuery } from '../api/payment-outcome.ts';

/** Open while `orderId` is set and not yet closed. */
export function ThanksDialog({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('checkout');
  const [closed, setClosed] = useState(false);
  const outcome = useQuery({ ...paymentOutcomeQuery(orderId ?? 0), enabled: orderId !== null });
  const refused = outcome.data?.status === 'refused' ? outcome.data : null;
  return (
    <Dialog
      title={refused ? t('refused_title') : t('thanks_title')}
      isOpen={orderId !== null && !closed && !outcome.isPending}
      onOpenChange={(open) => setClosed(!open)}
    >
      {refused ? (
        <>
          <p>{t('refused_reason', { reason: refused.refund_text ?? '' })}</p>
          <p>
            {t(refused.refunded ? 'refused_refund' : 'refused_refund_pending', {
              amount: formatKroner(refused.amount),
            })}
          </p>
        </>
      ) : (
        <p>{t('thanks_message')}</p>
      )}
      <DialogActions>
        <Button onPress={() => setClosed(true)}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
