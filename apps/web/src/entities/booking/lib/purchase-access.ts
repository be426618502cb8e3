/**
 * Where a "no access" refusal leads (seed 000 §8, CONTRACT §15.3): the reason of the first
 * invalid membership when the class lists one, else the purchase-access page.
 */
import type { Class } from '@studio/contract/classes';
import type { AttendanceType } from '@studio/contract/class-signups';

/** `/purchase-access-for-class?classId=…&seatCount=…&attendanceType=…`; seatCount at least 1. */
export function purchaseAccessUrl(
  classId: number,
  attendanceType: AttendanceType,
  seatCount = 1,
): string {
  const query = new URLSearchParams({
    classId: String(classId),
    seatCount: String(Math.max(1, seatCount)),
    attendanceType,
  });
  return `/purchase-access-for-class?${query.toString()}`;
}

export type NoAccessOutcome =
  { kind: 'reason'; message: string } | { kind: 'purchase'; url: string };

/** What to do when the customer lacks access for `seatCount` seats of `attendanceType`. */
export function noAccessOutcome(
  cls: Class,
  attendanceType: AttendanceType,
  seatCount = 1,
): NoAccessOutcome {
  const reason = cls.user_active_invalid_memberships?.[0]?.reason_for_membership_not_valid;
  if (reason?.localized_message) return { kind: 'reason', message: reason.localized_message };
  return { kind: 'purchase', url: purchaseAccessUrl(cls.id, attendanceType, seatCount) };
}
