/**
 * Previous payments (seed 001 §2, §4 "Order display status"): invoice number, date, amount,
 * status (paid, declined, awaiting payment) and the receipt link of a paid invoice (CONTRACT §10),
 * or Pay now on an unpaid one while the renewal has failed. On a phone each payment is a small
 * card (memberships.css), its invoice number named by `data-label`: the page never scrolls
 * sideways (issue 26).
 */
import { useTranslation } from 'react-i18next';
import { ReceiptLink } from '../../../entities/commerce/components/receipt-link.tsx';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { formatTimestampDate } from '../../../shared/lib/format-date.ts';
import { orderStatus, type MembershipOrder } from '../lib/membership-rules.ts';

interface Props {
  orders: MembershipOrder[];
  /** Given while a renewal has failed: unpaid rows offer Pay now. */
  onPayNow?: () => void;
  paying: boolean;
}

/** Renders nothing without invoices. */
export function PaymentsTable({ orders, onPayNow, paying }: Props) {
  const { t, i18n } = useTranslation('memberships');
  if (!orders.length) return null;
  // One Pay now: the newest unpaid invoice is the renewal the retry charges.
  const payNowId = orders.find((order) => orderStatus(order) !== 'paid')?.id;
  return (
    <section className="membership-section" aria-labelledby="previous-payments">
      <h2 id="previous-payments">{t('previous_payments')}</h2>
      <table className="membership-table is-stacked" aria-labelledby="previous-payments">
        <thead>
          <tr>
            <th scope="col">{t('invoice_number')}</th>
            <th scope="col">{t('payment_date')}</th>
            <th scope="col" className="membership-amount">
              {t('payment_amount')}
            </th>
            <th scope="col">{t('payment_status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('receipt')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const status = orderStatus(order);
            const day = order.paid || order.payment_failed || Number(order.createdAt) || 0;
            return (
              <tr key={order.id}>
                <td data-label={t('invoice_number')}>{order.invoice_id}</td>
                <td>{day > 0 ? formatTimestampDate(day, i18n.language) : ''}</td>
                <td className="membership-amount">{formatKroner(order.total)}</td>
                <td data-status={status}>{t(`status_${status}`)}</td>
                <td className="membership-row-action">
                  {status === 'paid' && order.receipt_token && (
                    <ReceiptLink
                      orderId={order.id}
                      receiptToken={order.receipt_token}
                      ariaLabel={t('receipt_for', { number: order.invoice_id })}
                    >
                      {t('receipt')}
                    </ReceiptLink>
                  )}
                  {order.id === payNowId && onPayNow && (
                    <Button variant="ghost" onPress={onPayNow} isPending={paying}>
                      {t('pay_now')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
