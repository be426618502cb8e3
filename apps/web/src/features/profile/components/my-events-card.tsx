/**
 * My events (seed 000 §2 "My events, if the events menu is on"; seed 001 §2, §4): each event the
 * customer is signed up for with its date and time and the seats held; an installment signup
 * shows its status badge and leads to the installments screen; a free event's signup can be
 * cancelled after a confirm step (DELETE /event-signups/{id}), paid ones cannot.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSignup } from '@studio/contract/events';
import { InstallmentBadge } from '../../../entities/event/components/installment-badge.tsx';
import { useStudio } from '../../../shared/api/studio.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Snackbar } from '../../../shared/ui/snackbar.tsx';
import { useEventSignups } from '../api/get-event-signups.ts';
import { byStartDate, canCancel, eventOf, slotsOf } from '../lib/event-signups.ts';
import { CancelEventDialog } from './cancel-event-dialog.tsx';

/** Renders nothing when the studio hides events or the customer has no event signups. */
export function MyEventsCard({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const { settings } = useStudio();
  const shown = !!settings.frontend_show_menu_item_events;
  const signups = byStartDate(useEventSignups(userId, shown));
  const [cancelling, setCancelling] = useState<EventSignup | null>(null);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const hideSnackbar = useCallback(() => setSnackbar(null), [setSnackbar]);
  if (!shown) return null;
  return (
    <>
      {signups.length > 0 && (
        <Card title={t('my_events')}>
          <ul className="access-list">
            {signups.map((signup) => (
              <EventItem key={signup.id} signup={signup} onCancel={() => setCancelling(signup)} />
            ))}
          </ul>
        </Card>
      )}
      <CancelEventDialog
        signup={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          setSnackbar(t('event_signup_cancelled'));
        }}
      />
      <Snackbar message={snackbar} onTimeout={hideSnackbar} />
    </>
  );
}

function EventItem({ signup, onCancel }: { signup: EventSignup; onCancel: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const event = eventOf(signup);
  const date = (value: string) => formatDate(value, i18n.language);
  const slots = event ? slotsOf(event) : [];
  const first = slots[0];
  const when = first
    ? `${date(first.date)}, ${first.start_time}–${first.end_time}`
    : event && [date(event.start_date), event.time_freetext].filter(Boolean).join(', ');
  const status = signup.installment_payments_status;
  return (
    <li className="access-item">
      <strong>{event?.name ?? t('event')}</strong>
      {when && <span>{when}</span>}
      <span className="access-muted">
        {slots.length > 1 && `${t('event_dates', { count: slots.length })} · `}
        {t('event_seats', { count: signup.count })}
      </span>
      {signup.installment_payments_enabled && (
        <span className="event-installments">
          <InstallmentBadge status={status}>{t(`installments_${status}`)}</InstallmentBadge>
          <Link to={`/event-signup-installments/${signup.id}`} className="access-link">
            {t('see_installments')}
          </Link>
        </span>
      )}
      {canCancel(signup, event) && (
        <Button variant="ghost" className="event-cancel" onPress={onCancel}>
          {t('cancel_event_signup')}
        </Button>
      )}
    </li>
  );
}
