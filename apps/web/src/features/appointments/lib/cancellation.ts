/**
 * Whether the customer may cancel an appointment themselves (seed 000 §2 "My appointments";
 * CONTRACT §12 `customer_can_cancel`, `cancellation_deadline_timestamp`: ms as a digits string).
 * The server decides again on DELETE; this only hides a Cancel that would be refused.
 */
import type { Appointment } from '@studio/contract/appointments';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { STUDIO_TZ } from '../../../shared/lib/copenhagen.ts';

export type Cancellation =
  /** Cancel is offered; `until` the deadline in ms, when the server sent one. */
  | { kind: 'open'; until?: number }
  /** The deadline has passed. */
  | { kind: 'deadline_passed' }
  /** Only the studio cancels it (e.g. paid directly). */
  | { kind: 'studio_only' };

/** The cancellation state of `appointment` at `nowMs`. */
export function cancellation(appointment: Appointment, nowMs: number): Cancellation {
  if (appointment.customer_can_cancel === false) return { kind: 'studio_only' };
  const raw = appointment.cancellation_deadline_timestamp;
  const until = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (until !== undefined && nowMs >= until) return { kind: 'deadline_passed' };
  return until === undefined ? { kind: 'open' } : { kind: 'open', until };
}

/** A moment (ms) as Copenhagen wall values: `YYYY-MM-DD` and `HH:mm`. */
export function copenhagenWall(ms: number): { date: string; time: string } {
  const moment = new TZDate(ms, STUDIO_TZ);
  return { date: format(moment, 'yyyy-MM-dd'), time: format(moment, 'HH:mm') };
}
