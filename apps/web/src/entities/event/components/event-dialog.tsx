/**
 * The event dialog (seed 000 §2 schedule, seed 001 §2 Events): the event as GET /events/{id}
 * tells it now, with what the customer can do, the alerts and the signup success dialog. Opened
 * from the Events page and from the schedule, lazily (lazy-event-dialog.tsx); its texts are the
 * `events` catalog.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Event } from '@studio/contract/events';
import { copenhagenToday } from '../../../shared/lib/copenhagen.ts';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { Snackbar } from '../../../shared/ui/snackbar.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { eventQuery } from '../api/get-events.ts';
import { EventActions } from './event-actions.tsx';
import { EventAlert, type EventNotice } from './event-alert.tsx';
import { EventDetails } from './event-details.tsx';
import './event.css';

export interface EventDialogProps {
  eventId: number;
  /** The name to title the dialog with while the event loads (the card's). */
  name?: string;
  /** The event as the opener has it (the Events page's list): shown while it is fetched again. */
  initial?: Event;
  onClose: () => void;
}

export function EventDialog({ eventId, name, initial, onClose }: EventDialogProps) {
  const { t } = useTranslation('events');
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const query = useQuery({
    ...eventQuery(eventId, userId),
    enabled: user !== undefined,
    placeholderData: initial,
  });
  const [notice, setNotice] = useState<EventNotice | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const event = query.data;
  const today = copenhagenToday();
  const title = event?.name ?? name ?? (query.isError ? t('not_found') : t('loading'));
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      {event ? (
        <>
          <EventDetails event={event} today={today} />
          <EventActions
            event={event}
            today={today}
            userId={userId}
            onNotice={setNotice}
            onCancelled={() => setSnack(t('cancelled_message', { name: event.name }))}
          />
        </>
      ) : query.isError ? (
        <p>{t('not_found_text')}</p>
      ) : (
        <Spinner />
      )}
      <DialogActions>
        <Button variant="ghost" onPress={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
      <EventAlert notice={notice} onClose={() => setNotice(null)} />
      <Snackbar message={snack} onTimeout={() => setSnack(null)} />
    </Dialog>
  );
}
