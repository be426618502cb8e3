/**
 * Starts a card change (`/start-change-membership-credit-card/{membershipId}`, seed 001 §2, §4)
 * with the studio's `payment_service_provider`: `stripe` and `test` send the browser to a hosted
 * setup page; `reepay` opens Reepay's modal, attaches the accepted card, retries a failed renewal,
 * and goes back to the membership page with the flash. Other providers, and a provider API
 * without the hosted setup routes (our design, CONTRACT §7 [MISSING]): "not available".
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { openReepayModal } from '../../entities/commerce/lib/reepay-checkout.ts';
import { setCardFlash } from '../../entities/commerce/lib/card-flash.ts';
import { cardProvider } from '../../entities/commerce/lib/payment-card.ts';
import { isMissingRoute } from '../../shared/api/design-calls.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import {
  attachReepayCard,
  createCardSetupSession,
  createReepayRecurringSession,
} from './api/card-change.ts';
import { afterCardChange, noteCardBeforeChange } from './lib/after-card-change.ts';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';
import './memberships.css';

type Start =
  | { kind: 'hosted' }
  | { kind: 'reepay'; sessionId: string }
  | { kind: 'not_available' }
  | { kind: 'failed'; error: unknown };

/** Creates the provider's session; a hosted page is opened from here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const id = Number(params.membershipId);
  const [studio] = await Promise.all([
    queryClient.ensureQueryData(studioQuery),
    i18n.loadNamespaces(['memberships', 'errors']),
  ]);
  const provider = cardProvider(studio.settings?.payment_service_provider);
  const start = async (): Promise<Start> => {
    if (!Number.isInteger(id) || id <= 0 || !provider) return { kind: 'not_available' };
    try {
      if (provider === 'reepay')
        return { kind: 'reepay', sessionId: await createReepayRecurringSession() };
      const url = await createCardSetupSession(provider, id, window.location.origin);
      await noteCardBeforeChange(userId, id);
      goToHostedPage(url);
      return { kind: 'hosted' };
    } catch (error) {
      return isMissingRoute(error) ? { kind: 'not_available' } : { kind: 'failed', error };
    }
  };
  return { userId, id, start: await start() };
}

/** Route component: a spinner while leaving, the Reepay modal, or why it cannot start. */
export function Component() {
  const { t } = useTranslation('memberships');
  const { userId, id, start } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const opened = useRef(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (start.kind !== 'reepay' || opened.current) return;
    opened.current = true;
    let accepted = false;
    const back = () => navigate(`/membership/${id}`, { replace: true });
    openReepayModal(start.sessionId, {
      onAccept: (data) => {
        accepted = true;
        attachReepayCard(String(data.payment_method ?? ''), id)
          .then(() => afterCardChange(userId, id))
          .then(back, setError);
      },
      onClose: () => {
        if (accepted) return;
        setCardFlash('membershipCard', id, { card: 'cancelled' });
        void back();
      },
    }).catch(setError);
  }, [start, id, userId, navigate]);

  const failure = start.kind === 'failed' ? start.error : error;
  if (start.kind === 'not_available' || failure) {
    return (
      <main className="page page-narrow">
        <h1 className="page-title">{t('change_card_title')}</h1>
        {failure ? <RefusalMessage error={failure} /> : <p>{t('card_change_not_available')}</p>}
        <Link to={id > 0 ? `/membership/${id}` : '/my-profile'}>{t('back_to_membership')}</Link>
      </main>
    );
  }
  return <Spinner fullScreen />;
}
