/**
 * The booking calls of CONTRACT §5 as one tagged request type, so a dialog has one pending state
 * for all its buttons. Answers are not read (the views refetch the classes afterwards).
 */
import type { AttendanceType } from '@studio/contract/class-signups';
import { api } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';

export type BookingRequest =
  | { kind: 'sign_up'; count: number }
  /** `signupId`: the customer's class signup, for a provider without change-count (§5). */
  | { kind: 'change_count'; count: number; signupId?: number | null }
  | { kind: 'join_waiting_list' }
  | { kind: 'leave_waiting_list'; signupId: number }
  | { kind: 'livestream_sign_up' }
  | { kind: 'livestream_sign_off'; signupId: number };

/** The attendance type a request is about, for the purchase-access page (seed 000 §3). */
export function attendanceTypeOf(request: BookingRequest): AttendanceType {
  if (request.kind === 'join_waiting_list' || request.kind === 'leave_waiting_list') {
    return 'class_waiting_list';
  }
  if (request.kind === 'livestream_sign_up' || request.kind === 'livestream_sign_off') {
    return 'class_livestream';
  }
  return 'class';
}

/**
 * Sends `request` for `userId` in class `classId`. Resolves on success; rejects with `ApiRefusal`
 * (HTTP 200 `E_…`) or `ApiError` (status ≥ 400) from the api client.
 */
export function sendBookingRequest(
  userId: number,
  classId: number,
  request: BookingRequest,
): Promise<unknown> {
  const body = { user: userId, class: classId };
  switch (request.kind) {
    case 'sign_up':
      // One seat is sent without `count`, so a server without the multi-seat design still works.
      return api.post('/class-signups', null, {
        body: request.count > 1 ? { ...body, count: request.count } : body,
      });
    case 'change_count':
      return changeSeatCount(body, request.count, request.signupId);
    case 'join_waiting_list':
      return api.post('/class-waiting-list-signups', null, { body });
    case 'leave_waiting_list':
      return api.delete(`/class-waiting-list-signups/${request.signupId}`, null);
    case 'livestream_sign_up':
      return api.post('/class-livestream-signups', null, { body });
    case 'livestream_sign_off':
      return api.delete(`/class-livestream-signups/${request.signupId}`, null);
  }
}

/** Set when the provider answered 404 to change-count (the reference has none): for the rest of
 *  the page's session a cancel goes straight to `DELETE /class-signups/{id}`. */
let changeCountMissing = false;

/** Tests start each case as a fresh page would. */
export const forgetMissingChangeCount = (): void => {
  changeCountMissing = false;
};

/**
 * POST /class-signups/change-count (CONTRACT §5); to cancel (`count` 0) on a provider that lacks
 * it, `DELETE /class-signups/{id}`, which §5 keeps for compatibility. A seat change other than a
 * cancel has no such fallback: its 404 reaches the customer as an error.
 */
async function changeSeatCount(
  body: { user: number; class: number },
  count: number,
  signupId: number | null | undefined,
): Promise<unknown> {
  const canDelete = count === 0 && !!signupId;
  if (!(changeCountMissing && canDelete)) {
    try {
      return await api.post('/class-signups/change-count', null, { body: { ...body, count } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      changeCountMissing = true;
      if (!canDelete) throw error;
    }
  }
  return api.delete(`/class-signups/${signupId}`, null);
}
