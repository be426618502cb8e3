/**
 * The membership page (`/membership/{id}`, seed 001 §2 "Membership detail page", §4, §8): title
 * with campaign and pause dates, discount code, scheduled pause, next payment, status blocks,
 * pending no-show fees, payment card with add/change card and retry, previous payments, pause,
 * stop and resubmit. After a card change the one-time flash says how it went.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import type { RetryOutcome } from '../../entities/commerce/api/retry-payment.ts';
import { RetryAlert } from '../../entities/commerce/components/retry-alert.tsx';
import { takeCardFlash, type CardFlash } from '../../entities/commerce/lib/card-flash.ts';
import { useRetryPayment } from './api/change-membership.ts';
import { membershipQuery, useMembership } from './api/get-membership.ts';
import { MembershipHeading } from './components/membership-heading.tsx';
import { NoShowFeesTable } from './components/no-show-fees-table.tsx';
import { PauseSection } from './components/pause-section.tsx';
import { PaymentCard } from './components/payment-card.tsx';
import { PaymentsTable } from './components/payments-table.tsx';
import { Snackbar } from '../../shared/ui/snackbar.tsx';
import { focusMembershipStatus, StatusBlocks } from './components/status-blocks.tsx';
import { StopSection } from './components/stop-section.tsx';
import { failedRenewals, invoicedOrders } from './lib/membership-rules.ts';
import { membershipRules } from './lib/studio-rules.ts';
import '../../shared/ui/button.css';
import './memberships.css';

/** The text of each card-change flash (seed 001 §8 "Card update flash"). */
const cardFlashTexts: Record<CardFlash['card'], string> = {
  updated: 'card_updated',
  cancelled: 'card_update_cancelled',
  unchanged: 'card_unchanged',
};

/** Loads the membership and the texts with the navigation; takes the card-change flash. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  await Promise.all([
    valid ? queryClient.ensureQueryData(membershipQuery(userId, id)) : null,
    i18n.loadNamespaces(['memberships', 'errors']),
  ]);
  return { userId, id: valid ? id : 0, flash: valid ? takeCardFlash('membershipCard', id) : null };
}

/** Route component. */
export function Component() {
  const { userId, id, flash } = useLoaderData<typeof loader>();
  if (!id) return <NotFound />;
  return <MembershipView key={id} userId={userId} id={id} flash={flash} />;
}

function NotFound() {
  const { t } = useTranslation('memberships');
  return (
    <main className="page page-narrow">
      <p role="alert">{t('not_found')}</p>
      <Link to="/my-profile">{t('back_to_profile')}</Link>
    </main>
  );
}

interface ViewProps {
  userId: number;
  id: number;
  flash: CardFlash | null;
}

function MembershipView({ userId, id, flash }: ViewProps) {
  const { t } = useTranslation('memberships');
  const membership = useMembership(userId, id);
  const { settings } = useStudio();
  const rules = membershipRules(settings);
  const today = copenhagenToday();

  const [snackbar, setSnackbar] = useState<string | null>(null);
  const hideSnackbar = useCallback(() => setSnackbar(null), []);
  // After an action (stop, resubmit, pause, cancel the pause) the button pressed may be gone:
  // focus goes to the membership's status instead of being lost (issue 26).
  const [actions, setActions] = useState(0);
  const notify = useCallback((message: string) => {
    setSnackbar(message);
    setActions((count) => count + 1);
  }, []);
  useEffect(() => {
    if (actions) focusMembershipStatus();
  }, [actions]);
  const [outcome, setOutcome] = useState<RetryOutcome | null>(flash?.retry ?? null);
  const retry = useRetryPayment(id, setOutcome);

  if (!membership) return <NotFound />;
  const orders = invoicedOrders(membership);

  return (
    <main className="page page-narrow membership-page">
      {flash && (
        <p role="status" className="membership-flash" data-kind={flash.card}>
          {t(cardFlashTexts[flash.card])}
        </p>
      )}
      <MembershipHeading membership={membership} />
      <StatusBlocks membership={membership} />
      <PauseSection
        membership={membership}
        today={today}
        maxDays={rules.pauseMaxDays}
        allowIndefinitely={rules.pauseIndefinitely}
        notify={notify}
      />
      <NoShowFeesTable fees={membership.pending_no_show_fees ?? []} />
      <PaymentCard
        membership={membership}
        onRetry={() => retry.mutate()}
        retrying={retry.isPending}
      />
      <RefusalMessage error={retry.error} />
      <PaymentsTable
        orders={orders}
        onPayNow={failedRenewals(membership) > 0 ? () => retry.mutate() : undefined}
        paying={retry.isPending}
      />
      <StopSection
        membership={membership}
        today={today}
        customerCanCancel={rules.customerCanCancel}
        notify={notify}
      />
      <RetryAlert ns="memberships" outcome={outcome} onClose={() => setOutcome(null)} />
      <Snackbar message={snackbar} onTimeout={hideSnackbar} />
    </main>
  );
}
