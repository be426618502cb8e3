/**
 * PurchaseHistory (`/purchase-history`, seed 001 §2): every invoice with date and time, amount and
 * a receipt link; in mobile-app mode a link back to the profile (the header is hidden there).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { isMobileAppMode } from '../../shared/session/mobile-app-mode.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { invoicesQuery, useInvoices } from './api/get-invoices.ts';
import { InvoiceTable } from './components/invoice-table.tsx';
import './components/purchases.css';

/** Loads the invoices and texts with the navigation. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  await Promise.all([
    queryClient.ensureQueryData(invoicesQuery(userId)),
    i18n.loadNamespaces('purchases'),
  ]);
  return { userId };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('purchases');
  const { userId } = useLoaderData<typeof loader>();
  const invoices = useInvoices(userId);
  return (
    <main className="page page-narrow purchase-history-page">
      {isMobileAppMode() && <Link to="/my-profile">{t('back_to_profile')}</Link>}
      <h1 className="page-title">{t('purchase_history')}</h1>
      {invoices.length ? <InvoiceTable invoices={invoices} /> : <p>{t('no_purchases')}</p>}
    </main>
  );
}
