/** Invoices as a table: date and time paid, amount, receipt link (seed 001 §2 Purchase history). */
import { useTranslation } from 'react-i18next';
import type { Order } from '@studio/contract/orders';
import { formatKroner } from '../../../shared/lib/money.ts';
import { formatPaidAt } from '../lib/paid-at.ts';
import { ReceiptLink } from '../../../entities/commerce/components/receipt-link.tsx';

/** One row per invoice, in the order given. */
export function InvoiceTable({ invoices }: { invoices: Order[] }) {
  const { t, i18n } = useTranslation('purchases');
  return (
    <table className="invoice-table">
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col" className="invoice-amount">
            {t('amount')}
          </th>
          <th scope="col">{t('receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{formatPaidAt(invoice.paid, i18n.language)}</td>
            <td className="invoice-amount">{formatKroner(invoice.total)}</td>
            <td>
              {invoice.receipt_token && (
                <ReceiptLink
                  orderId={invoice.id}
                  receiptToken={invoice.receipt_token}
                  ariaLabel={t('receipt_for', { number: invoice.invoice_id })}
                >
                  {t('receipt')}
                </ReceiptLink>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
