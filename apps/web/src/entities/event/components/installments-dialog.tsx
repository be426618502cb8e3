/**
 * The installment plan of an event (seed 001 §2 Events "installments table modal", §3): number,
 * date and amount of each; the first entry dated 1970-01-01 reads "At signup". Dates are the
 * studio's Copenhagen dates as sent; amounts kroner, shown with the studio's money format.
 */
import { useTranslation } from 'react-i18next';
import type { Event } from '@studio/contract/events';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { InstallmentDate } from './installment-date.tsx';

interface Props {
  event: Event;
  isOpen: boolean;
  onClose: () => void;
}

export function InstallmentsDialog({ event, isOpen, onClose }: Props) {
  const { t } = useTranslation('events');
  return (
    <Dialog
      title={t('installments_title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>
        {t('installments_intro', {
          price: formatKroner(event.price),
          count: event.installments.length,
        })}
      </p>
      <table className="event-installments">
        <thead>
          <tr>
            <th scope="col">{t('installment_number')}</th>
            <th scope="col">{t('installment_date')}</th>
            <th scope="col" className="amount">
              {t('installment_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {event.installments.map((installment, index) => (
            <tr key={`${installment.date}-${index}`}>
              <td>{index + 1}</td>
              <td>
                <InstallmentDate date={installment.date} />
              </td>
              <td className="amount">{formatKroner(installment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="event-due-now">
        {t('due_now', { amount: formatKroner(event.current_required_paid_amount) })}
      </p>
      <DialogActions>
        <Button onPress={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
