/** Late cancellation (seed 000 §5): after the sign-off deadline the customer confirms first. */
import type { Class } from '@studio/contract/classes';

/**
 * The server's warning text when cancelling now is late, else `null`. The deadline is a string of
 * digits (ms since epoch, CONTRACT §1.8), compared with `Number()`.
 */
export function lateCancelWarning(cls: Class, now = Date.now()): string | null {
  if (!cls.user_must_receive_warning_after_signoff_deadline) return null;
  const deadline = Number(cls.class_signoff_deadline_timestamp);
  if (!cls.class_signoff_deadline_timestamp || !Number.isFinite(deadline)) return null;
  if (now <= deadline) return null;
  return cls.class_signoff_warning ?? '';
}
