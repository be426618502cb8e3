/**
 * The date window of the signup lists (CONTRACT §5 GET /class-signups, /class-waiting-list-signups,
 * /class-livestream-signups), as a pure function of the typed query: the caller's own `user` only,
 * dates default to today … +1 year − 1 day, from 2017, under one year. No HTTP, no SQL.
 */
import type { SignupListQuery } from '@studio/contract/class-signups';
import { isCalendarDate } from '@studio/contract/wire';
import { addDaysIso } from '../../platform/lib/time.ts';
import type { ListWindow } from './queries.ts';

/** A refusal of the list query: 400 with the contract's text, or 403 `Forbidden`. */
export type WindowRefusal = { status: 400; message: string } | { status: 403 };

const badRequest = (message: string): WindowRefusal => ({ status: 400, message });

/**
 * @param callerId the logged-in customer's id
 * @param today Copenhagen `YYYY-MM-DD`
 * @returns the window (dates inclusive), or the refusal to answer.
 */
export function signupListWindow(
  query: SignupListQuery,
  callerId: number,
  today: string,
): ListWindow | WindowRefusal {
  if (query.user === undefined || query.user === '')
    return badRequest('User or class must be specified');
  if (query.user !== callerId) return { status: 403 };
  const startDate = query.startDate ?? today;
  if (!isCalendarDate(startDate))
    return badRequest('startDate and endDate must be dates (YYYY-MM-DD)');
  const endDate = query.endDate ?? addDaysIso(addDaysIso(startDate, 365), -1);
  if (!isCalendarDate(endDate))
    return badRequest('startDate and endDate must be dates (YYYY-MM-DD)');
  if (startDate < '2017-01-01') return badRequest('Start date too early');
  if (endDate < startDate) return badRequest('End date earlier than start date');
  if (endDate >= addDaysIso(startDate, 366)) return badRequest('Date range too long');
  return { userId: callerId, startDate, endDate };
}
