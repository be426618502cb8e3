/**
 * Login with cart (`/login-with-cart/{cartItemJson?}`, or `?itemType&itemId&itemCount&
 * paymentOption`, `signupMode`; seed 001 §2, seed 000 §2): a visitor who pressed Buy logs in or
 * creates a profile here, with the item named on the page, the terms a purchase needs and an
 * optional discount code; then the item goes into the cart and Checkout opens (a free event is
 * signed up for instead; an appointment returns to the booking popup's confirm step; a class is
 * booked, seed 000 §2). An unknown item sends the visitor to Login.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LoginForm } from '../../entities/auth/components/login-form.tsx';
import { SignupForm } from '../../entities/auth/components/signup-form.tsx';
import { formatClassStart } from '../../entities/class/lib/format-class-time.ts';
import { readLocalCartItem } from '../../entities/commerce/lib/local-cart-item.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { fetchItem, isHandled } from './api/get-item.ts';
import { FlowDialog } from './components/flow-dialog.tsx';
import { PurchaseFields, type PurchaseFieldValues } from './components/purchase-fields.tsx';
import { usePostLoginFlow } from './components/use-post-login-flow.ts';
import './components/login-with-cart.css';

/** Loads the texts; a link without an item handled here goes to Login (seed 001 §2). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const item = readLocalCartItem(params.cartItemJson, new URL(request.url).searchParams);
  if (!item || !isHandled(item.itemType)) return redirect('/login');
  await i18n.loadNamespaces(['login-with-cart', 'auth', 'validation', 'errors', 'events']);
  return null;
}

const blank: PurchaseFieldValues = { terms: false, membershipTerms: false, discountCode: '' };

export function Component() {
  const { t, i18n: active } = useTranslation(['login-with-cart', 'auth', 'validation']);
  const { cartItemJson } = useParams();
  const [query] = useSearchParams();
  const studio = useStudio();
  const queryClient = useQueryClient();
  const status = useQuery(loginStatusQuery);
  const [loggedInAtStart] = useState(status.data?.status === 'LOGGED_IN');
  const [signupMode, setSignupMode] = useState(!!query.get('signupMode'));
  const [fields, setFields] = useState(blank);

  const local = readLocalCartItem(cartItemJson, query);
  const item = local && isHandled(local.itemType) ? { ...local, itemType: local.itemType } : null;
  const forSale = useQuery({
    queryKey: ['catalogue', 'login-with-cart', item, studio.id],
    queryFn: () => fetchItem(queryClient, item!, 0, studio.id, multipleSeats),
    enabled: item !== null,
  });
  const multipleSeats = !!studio.settings.customer_can_buy_multiple_seats_for_event;
  const flow = usePostLoginFlow(item!, studio.id, fields.discountCode, multipleSeats);

  // A customer who is logged in already goes straight on (seed 001 §4).
  const started = useRef(false);
  useEffect(() => {
    if (!loggedInAtStart || started.current || status.data?.status !== 'LOGGED_IN') return;
    started.current = true;
    void flow.run(status.data.userId);
  }, [loggedInAtStart, status.data, flow]);

  if (!item) return null; // the loader has redirected
  const sale = forSale.data;
  const requiresPayment = sale?.requiresPayment ?? true;
  const isMembership = item.itemType === 'membership_type';
  // A free event is not bought: the page speaks of signing up (seed 000 §2 submit texts).
  const freeEvent = item.itemType === 'event' && sale !== undefined && !requiresPayment;
  // An appointment is not bought here: the customer goes on to choose how to pay (seed 000 §2).
  const appointment = item.itemType === 'appointment';
  // A class is booked, not bought (seed 000 §2): sign-up wording, no terms, no discount code.
  const classItem = item.itemType === 'class';
  const signsUp = freeEvent || classItem;
  const variant = freeEvent ? '_event' : appointment ? '_appointment' : classItem ? '_class' : '';
  const summaryLabel = t(
    appointment ? 'your_appointment' : classItem ? 'your_class' : 'your_purchase',
  );
  const when = appointment ? item : classItem ? sale?.cls : null;
  const show = {
    terms: requiresPayment && !signupMode,
    membershipTerms: isMembership && studio.settings.show_recurring_terms === true,
    discountCode: requiresPayment,
  };
  const terms = String((studio as { terms?: unknown }).terms || studio.settings.terms || '');

  /** The must-accept dialogs (seed 001 §5): the studio terms, then the membership terms. */
  function accepted(): boolean {
    if (show.terms && !fields.terms) return (flow.setDialog({ kind: 'must_accept_terms' }), false);
    if (show.membershipTerms && !fields.membershipTerms)
      return (flow.setDialog({ kind: 'must_accept_membership_terms' }), false);
    return true;
  }
  const afterLogin = () => {
    const now = queryClient.getQueryData(loginStatusQuery.queryKey);
    if (now?.status === 'LOGGED_IN') void flow.run(now.userId);
  };
  const extras = (
    <PurchaseFields
      values={fields}
      onChange={setFields}
      show={show}
      terms={terms}
      membershipTerms={String(studio.settings.recurring_terms ?? '')}
    />
  );

  return (
    <main className="page page-narrow login-with-cart-page">
      <div className="auth-card">
        <h1 className="page-title">
          {t(`${signupMode ? 'title_signup' : 'title_login'}${variant}`)}
        </h1>
        {forSale.error ? (
          <RefusalMessage error={forSale.error} />
        ) : !sale || loggedInAtStart || flow.running ? (
          <Spinner />
        ) : (
          <>
            <section className="cart-item-summary" aria-label={summaryLabel}>
              <span className="cart-item-summary-label">{summaryLabel}</span>
              <strong>{sale.name}</strong>
              {sale.priceText && <span>{sale.priceText}</span>}
              {when?.date && when.start_time && (
                <span>{formatClassStart(when.date, when.start_time, active.language)}</span>
              )}
            </section>
            {sale.block ? (
              <>
                <p role="alert">{t(`block_${sale.block}`, { name: sale.name })}</p>
                <Link to="/prices">{t('see_prices')}</Link>
              </>
            ) : signupMode ? (
              <SignupForm
                studio={studio}
                onSignedUp={afterLogin}
                submitLabel={t(
                  signsUp
                    ? 'create_profile_and_sign_up'
                    : appointment
                      ? 'create_profile_and_continue'
                      : 'create_profile',
                )}
                beforeSubmit={accepted}
              >
                {extras}
              </SignupForm>
            ) : (
              <LoginForm
                onLoggedIn={afterLogin}
                submitLabel={t(
                  requiresPayment
                    ? 'log_in_and_pay'
                    : signsUp
                      ? 'log_in_and_sign_up'
                      : appointment
                        ? 'log_in_and_continue'
                        : 'log_in',
                )}
                beforeSubmit={accepted}
              >
                {extras}
              </LoginForm>
            )}
            {!sale.block && (
              <p className="auth-links">
                {t(signupMode ? 'have_profile' : 'no_profile_yet')}{' '}
                <Button variant="ghost" onPress={() => setSignupMode(!signupMode)}>
                  {t(signupMode ? 'switch_to_login' : 'switch_to_signup')}
                </Button>
              </p>
            )}
          </>
        )}
      </div>
      <FlowDialog dialog={flow.dialog} onClose={flow.close} onBuyAccess={flow.buyAccess} />
    </main>
  );
}
