/**
 * The customer's own settings (CONTRACT §3 "User settings", design; seed 001 §3, §7), kept as JSON
 * on the users row: `video_preferences` (opaque JSON the client chooses) and
 * `video_preferences_dialog_last_opened_at` (ms). Also sent on the own User object.
 */
import type { UserSettings } from '@studio/contract/account';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON as the full settings object, absent keys as null. */
export function readSettings(stored: unknown): UserSettings {
  const record = isRecord(stored) ? stored : {};
  const preferences = record.video_preferences;
  const openedAt = record.video_preferences_dialog_last_opened_at;
  return {
    video_preferences: isRecord(preferences) ? preferences : null,
    video_preferences_dialog_last_opened_at: typeof openedAt === 'number' ? openedAt : null,
  };
}
