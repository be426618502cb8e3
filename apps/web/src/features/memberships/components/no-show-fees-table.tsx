/**
 * Pending no-show and late-cancel fees, paid with the next renewal (CONTRACT §8); a card per fee
 * on a phone (memberships.css).
 */
import { useTranslation } from 'react-i18next';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { NoShowFee } from '@studio/contract/memberships';
import { formatDate } from '../../../shared/lib/format-date.ts';

/** Renders nothing without fees. */
export function NoShowFeesTable({ fees }: { fees: NoShowFee[] }) {
  const { t, i18n } = useTranslation('memberships');
  if (!fees.length) return null;
  const className = (fee: NoShowFee) => {
    const type = fee.class?.class_type;
    return type && typeof type === 'object' ? type.name : '';
  };
  return (
    <section className="membership-section" aria-labelledby="no-show-fees">
      <h2 id="no-show-fees">{t('no_show_fees')}</h2>
      <table className="membership-table is-stacked" aria-labelledby="no-show-fees">
        <thead>
          <tr>
            <th scope="col">{t('fee_date')}</th>
            <th scope="col">{t('fee_time')}</th>
            <th scope="col">{t('fee_class')}</th>
            <th scope="col">{t('fee_reason')}</th>
            <th scope="col" className="membership-amount">
              {t('fee_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id}>
              <td>{fee.class ? formatDate(fee.class.date, i18n.language) : ''}</td>
              <td>{fee.class?.start_time.slice(0, 5) ?? ''}</td>
              <td>{className(fee)}</td>
              <td>{fee.reason === 'no_show' ? t('reason_no_show') : t('reason_late_cancel')}</td>
              <td className="membership-amount">{formatKroner(fee.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
