/**
 * The plan (seed 001 §2 "Installments screen"): number, date (`1970-01-01` reads "At signup"),
 * amount, and the row's state in Copenhagen time: paid (green, check, receipt link), due and
 * unpaid (red), or upcoming (neutral). The receipt is the paying order's PDF (CONTRACT §10).
 * On a phone each installment is a small card (installments.css), its number named by
 * `data-label`: the page never scrolls sideways (issue 26).
 */
import { useTranslation } from 'react-i18next';
import type { SignupInstallment } from '@studio/contract/events';
import { ReceiptLink } from '../../../entities/commerce/components/receipt-link.tsx';
import { InstallmentDate } from '../../../entities/event/components/installment-date.tsx';
import { formatKroner } from '../../../shared/lib/money.ts';
import { chargedOre, receiptOf, rowState } from '../lib/installment-rules.ts';

interface Props {
  installments: SignupInstallment[];
  /** Today in Copenhagen, `YYYY-MM-DD`. */
  today: string;
}

export function InstallmentsTable({ installments, today }: Props) {
  const { t } = useTranslation('event-installments');
  return (
    <section className="installments-section" aria-labelledby="installment-plan">
      <h2 id="installment-plan">{t('plan')}</h2>
      <table className="installments-table" aria-labelledby="installment-plan">
        <thead>
          <tr>
            <th scope="col">{t('col_number')}</th>
            <th scope="col">{t('col_date')}</th>
            <th scope="col" className="installments-amount">
              {t('col_amount')}
            </th>
            <th scope="col">{t('col_state')}</th>
          </tr>
        </thead>
        <tbody>
          {installments.map((installment, index) => {
            const state = rowState(installment, today);
            const receipt = receiptOf(installment);
            const discount = installment.discount_amount;
            return (
              <tr key={installment.id} data-state={state}>
                <td data-label={t('col_number')}>{index + 1}</td>
                <td>
                  <InstallmentDate date={installment.date} />
                </td>
                <td className="installments-amount">
                  {formatKroner(chargedOre(installment) / 100)}
                  {discount > 0 && (
                    <small className="installments-muted">
                      {t('discount_included', { amount: formatKroner(discount) })}
                    </small>
                  )}
                </td>
                <td>
                  <span className="installment-state">
                    {state === 'paid' && <span aria-hidden="true">✓ </span>}
                    {t(`state_${state}`)}
                  </span>
                  {receipt && (
                    <ReceiptLink
                      className="installments-receipt"
                      orderId={receipt.id}
                      receiptToken={receipt.token}
                      ariaLabel={t('receipt_for', { number: index + 1 })}
                    >
                      {t('receipt')}
                    </ReceiptLink>
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
