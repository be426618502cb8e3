/**
 * The installments screen (`/event-signup-installments/{eventSignupId}`, seed 001 §2
 * "Installments screen", §4, §8; CONTRACT §6, §7): the event's name and installment status, the
 * plan with each row's state in Copenhagen time, the card paying later installments, Change card
 * and, after a failed charge, Retry payment. After a card change the one-time flash says how it
 * went (and how the retry made at once went).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import type { RetryOutcome } from '../../entities/commerce/api/retry-payment.ts';
import { RetryAlert } from '../../entities/commerce/components/retry-alert.tsx';
import {
  setCardFlash,
  takeCardFlash,
  type CardFlash,
} from '../../entities/commerce/lib/card-flash.ts';
import { eventSignupQuery, useEventSignup } from './api/get-event-signup.ts';
import { useRetryInstallments } from './api/retry-installments.ts';
import { InstallmentsTable } from './components/installments-table.tsx';
import { PaymentMethod } from './components/payment-method.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { eventName, installmentsInOrder } from './lib/installment-rules.ts';
import { useChangeCard } from './lib/use-change-card.ts';
import '../../shared/ui/button.css';
import './installments.css';

let visits = 0;

/**
 * Loads the signup and the texts with the navigation and takes the card-change flash. Cancel on
 * the hosted card page comes back with `?card=cancelled`: flashed, then dropped from the address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserId(request);
  const id = Number(params.eventSignupId);
  const valid = Number.isInteger(id) && id > 0;
  const url = new URL(request.url);
  if (valid && url.searchParams.get('card') === 'cancelled') {
    setCardFlash('eventSignupCard', id, { card: 'cancelled' });
    return redirect(url.pathname);
  }
  await Promise.all([
    valid ? queryClient.ensureQueryData(eventSignupQuery(id)) : null,
    i18n.loadNamespaces(['event-installments', 'events', 'errors']),
  ]);
  return {
    id: valid ? id : 0,
    flash: valid ? takeCardFlash('eventSignupCard', id) : null,
    visit: ++visits,
  };
}

/** Route component; each visit (also the reload after a card change) starts afresh. */
export function Component() {
  const { id, flash, visit } = useLoaderData<typeof loader>();
  if (!id) return <NotFound />;
  return <InstallmentsView key={visit} id={id} flash={flash} />;
}

function NotFound() {
  const { t } = useTranslation('event-installments');
  return (
    <main className="page page-narrow">
      <p role="alert">{t('not_found')}</p>
      <Link to="/my-profile">{t('back_to_profile')}</Link>
    </main>
  );
}

function InstallmentsView({ id, flash }: { id: number; flash: CardFlash | null }) {
  const { t } = useTranslation('event-installments');
  const signup = useEventSignup(id);
  const { settings } = useStudio();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<RetryOutcome | null>(flash?.retry ?? null);
  const retry = useRetryInstallments(id, setOutcome);
  // One retry per press: a second click before the first answer must not charge again.
  const retrying = useRef(false);
  const onRetry = () => {
    if (retrying.current) return;
    retrying.current = true;
    retry.mutate(undefined, { onSettled: () => (retrying.current = false) });
  };
  const reload = useCallback(
    () => void navigate(`/event-signup-installments/${id}`, { replace: true }),
    [navigate, id],
  );
  const cardChange = useChangeCard(id, settings.payment_service_provider, reload);

  if (!signup) return <NotFound />;
  return (
    <main className="page page-narrow installments-page">
      {flash && (
        <p role="status" className="installments-flash" data-kind={flash.card}>
          {t(flash.card === 'updated' ? 'card_updated' : 'card_update_cancelled')}
        </p>
      )}
      <header className="installments-heading">
        <p className="installments-muted">{t('title')}</p>
        <h1 className="page-title">{eventName(signup)}</h1>
        <StatusBadge status={signup.installment_payments_status} />
      </header>
      <InstallmentsTable installments={installmentsInOrder(signup)} today={copenhagenToday()} />
      <PaymentMethod
        signup={signup}
        onChangeCard={cardChange.start}
        changingCard={cardChange.pending}
        onRetry={onRetry}
        retrying={retry.isPending}
      />
      <RefusalMessage error={retry.error ?? cardChange.error} />
      <Link to="/my-profile" className="installments-back">
        {t('back_to_profile')}
      </Link>
      <RetryAlert ns="event-installments" outcome={outcome} onClose={() => setOutcome(null)} />
    </main>
  );
}
