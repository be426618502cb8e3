/** The customer's view of an event in badges: signed up, full, started, cancelled, seats left. */
import { useTranslation } from 'react-i18next';
import { hasStarted, seatsLeft, type AnyEvent } from '../lib/event-facts.ts';
import './event.css';

/** The one state that matters most, in that order; seats left when nothing else applies. */
export function eventStatus(event: AnyEvent, today: string) {
  if (event.archived) return 'archived' as const;
  if (event.user_is_signed_up_for_event) return 'signed_up' as const;
  if (hasStarted(event, today)) return 'started' as const;
  if (seatsLeft(event) <= 0) return 'full' as const;
  return 'seats_left' as const;
}

export function EventStatus({ event, today }: { event: AnyEvent; today: string }) {
  const { t } = useTranslation('events');
  const status = eventStatus(event, today);
  const text = status === 'seats_left' ? t('seats_left', { count: seatsLeft(event) }) : t(status);
  return <span className={`event-status event-status-${status}`}>{text}</span>;
}
