/**
 * Studio settings the membership page reads (CONTRACT §2 "Commerce and memberships"), with the
 * contract's defaults for servers that do not send them, and 0/1 read as booleans (§1.10).
 */
import type { Settings } from '@studio/contract/client';
import { WireBool } from '@studio/contract/wire';

const flag = (value: unknown, fallback: boolean) => {
  const read = WireBool.safeParse(value);
  return read.success ? read.data : fallback;
};
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** What customers may do with their membership at this studio. */
export function membershipRules(settings: Settings) {
  return {
    customerCanCancel: flag(settings.customer_can_cancel_membership, true),
    pauseIndefinitely: flag(settings.customer_can_pause_membership_indefinitely, false),
    pauseMaxDays: count(settings.membership_pause_max_days_per_pause, 90),
  };
}
