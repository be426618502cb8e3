/**
 * My purchases on My profile (seed 001 §2 "Profile cards", §9): the 3 most recent invoices, and a
 * link to the purchase history when there are more. Nothing for a customer who never bought.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card.tsx';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoiceTable } from './invoice-table.tsx';
import './purchases.css';

const SHOWN = 3;

/** The card for user `userId`. */
export function MyPurchasesCard({ userId }: { userId: number }) {
  const { t } = useTranslation('purchases');
  const invoices = useInvoices(userId);
  if (!invoices.length) return null;
  return (
    <Card
      title={t('my_purchases')}
      action={
        invoices.length > SHOWN && (
          <Link to="/purchase-history" className="card-link">
            {t('see_all')}
          </Link>
        )
      }
    >
      <InvoiceTable invoices={invoices.slice(0, SHOWN)} />
    </Card>
  );
}
