/**
 * Checkout (`/checkout`, seed 001 §2, §4, §5): the cart table, the discount code / gift card field
 * (hidden once a discount code is in the cart), the terms and membership-terms checkboxes with
 * their dialogs, the total, the payment logos and Proceed to payment. An empty cart says so.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { isRefusal } from '../../shared/api/errors.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { Button } from '../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../shared/ui/lazy-dialog.tsx';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { cartItemsQuery, pricedCartQuery, useCart } from './api/get-cart.ts';
import { useRemoveCartItem } from './api/change-cart.ts';
import { paymentProvider } from './api/payments.ts';
import { CartTable } from './components/cart-table.tsx';
import { CodeField } from './components/code-field.tsx';
import { PaymentLogos } from './components/payment-logos.tsx';
import { Snackbar } from '../../shared/ui/snackbar.tsx';
import { TermsCheck } from './components/terms-check.tsx';
import { checkoutRows, checkoutTotal } from './lib/checkout-rows.ts';
import { loadReepay } from '../../entities/commerce/lib/reepay-checkout.ts';
import { useStartPayment } from './lib/use-start-payment.ts';
import '../../shared/ui/button.css';
import './components/checkout.css';

/** Loads the cart, its pricing and the texts with the navigation. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  await Promise.all([
    queryClient.ensureQueryData(cartItemsQuery(userId)),
    queryClient.ensureQueryData(pricedCartQuery(userId)),
    i18n.loadNamespaces(['checkout', 'errors']),
  ]);
  return { userId };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('checkout');
  const { userId } = useLoaderData<typeof loader>();
  const { settings } = useStudio();
  const { items, priced } = useCart(userId);
  const rows = checkoutRows(items, priced);
  const provider = paymentProvider(settings.payment_service_provider);

  const [snackbar, setSnackbar] = useState<string | null>(null);
  const hideSnackbar = useCallback(() => setSnackbar(null), []);
  const remove = useRemoveCartItem({ onSuccess: () => setSnackbar(t('item_removed')) });

  const [terms, setTerms] = useState(false);
  const [membershipTerms, setMembershipTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const askMembershipTerms =
    !!settings.show_recurring_terms && items.some((item) => item.item_type === 'membership_type');
  const hasDiscountCode = items.some((item) => item.item_type === 'discount_code');

  const pay = useStartPayment(provider ?? 'test');
  const [alertDismissed, setAlertDismissed] = useState(false);
  const cartRefusal = isRefusal(pay.error, 'E_INVALID_CART_ITEM', 'E_CART_IS_EMPTY')
    ? pay.error.code
    : null;

  // Reepay's script only on this screen, and only for Reepay studios (never on the first load).
  useEffect(() => {
    if (provider === 'reepay') loadReepay().catch(() => undefined);
  }, [provider]);

  const proceed = () => {
    setTried(true);
    if (!terms || (askMembershipTerms && !membershipTerms)) return;
    setAlertDismissed(false);
    pay.mutate();
  };

  return (
    <main className="page page-narrow checkout-page">
      <h1 className="page-title">{t('title')}</h1>
      {rows.length === 0 ? (
        <p className="checkout-empty">{t('empty')}</p>
      ) : (
        <>
          <CartTable
            rows={rows}
            total={checkoutTotal(rows, priced)}
            onRemove={(id) => remove.mutate(id)}
            removing={remove.isPending}
          />
          {!hasDiscountCode && <CodeField userId={userId} />}
          <TermsCheck
            label={t('accept_terms')}
            linkText={t('terms_title')}
            terms={String(settings.terms ?? '')}
            isSelected={terms}
            onChange={setTerms}
            errorMessage={tried && !terms ? t('must_accept_terms') : undefined}
          />
          {askMembershipTerms && (
            <TermsCheck
              label={t('accept_membership_terms')}
              linkText={t('membership_terms_title')}
              terms={String(settings.recurring_terms ?? '')}
              isSelected={membershipTerms}
              onChange={setMembershipTerms}
              errorMessage={
                tried && !membershipTerms ? t('must_accept_membership_terms') : undefined
              }
            />
          )}
          {provider ? (
            <Button className="checkout-proceed" onPress={proceed} isPending={pay.isPending}>
              {t('proceed_to_payment')}
            </Button>
          ) : (
            <p role="alert">{t('payment_not_available')}</p>
          )}
          {!cartRefusal && <RefusalMessage error={pay.error} />}
          <PaymentLogos />
        </>
      )}
      <Dialog
        role="alertdialog"
        title={t('cart_changed_title')}
        isOpen={!!cartRefusal && !alertDismissed}
        onOpenChange={(open) => setAlertDismissed(!open)}
      >
        <p>{cartRefusal && t(`refusal_${cartRefusal}`)}</p>
        <DialogActions>
          <Button onPress={() => setAlertDismissed(true)}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
      <Snackbar message={snackbar} onTimeout={hideSnackbar} />
    </main>
  );
}
