/**
 * The event alerts (seed 000 §8, seed 001 §8): a refusal from the server, or a guard of seed 001
 * §5 found before asking, as one alert kind. Texts are in the `events` catalog (`alert_<kind>`).
 */
import { isRefusal } from '../../../shared/api/errors.ts';
import type { EventBlock } from './event-facts.ts';

export type EventAlertKind = EventBlock | 'not_available' | 'error';

const byCode: Record<string, EventAlertKind> = {
  E_EVENT_IS_FULL: 'full',
  E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT: 'already_signed_up',
  E_EVENT_HAS_STARTED: 'started',
  // Unknown, archived or another studio's event (CONTRACT §6 "Our server").
  E_EVENT_NOT_FOUND: 'archived',
  E_EVENT_SIGNUP_NOT_FOUND: 'not_available',
  E_INVALID_CART_ITEM: 'not_available',
};

/** The alert for what a call rejected with; `error` (the generic alert) when it is no refusal
 *  we know, the caller then shows the server's own words. */
export const eventAlertKind = (error: unknown): EventAlertKind =>
  (isRefusal(error) && byCode[error.code]) || 'error';
