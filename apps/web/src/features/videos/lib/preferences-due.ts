/**
 * When the video preferences dialog shows (seed 001 §5 Video, §9; CONTRACT §13 "Users' video
 * preferences"): to a customer holding a membership (active, or cancelled and still running) or a
 * usable class pass whose type has `access_all_videos`, the first time and again about 182 days
 * after it was last opened.
 */

/** 182 days in ms (the source's 157248e5). */
export const PREFERENCES_REOPEN_MS = 15_724_800_000;

interface Holding {
  status?: unknown;
  valid_until?: unknown;
  membership_type?: unknown;
  class_pass_type?: unknown;
}

const allVideos = (type: unknown) =>
  !!type &&
  typeof type === 'object' &&
  [true, 1].includes((type as Record<string, unknown>).access_all_videos as never);

/**
 * Whether the customer holds access to all videos on `today` (Copenhagen `YYYY-MM-DD`): a
 * membership that has not ended, or a class pass valid through today, whose type says so.
 */
export function hasAllVideoAccess(
  memberships: readonly Holding[] | null | undefined,
  classPasses: readonly Holding[] | null | undefined,
  today: string,
): boolean {
  return (
    (memberships ?? []).some((m) => m.status !== 'ended' && allVideos(m.membership_type)) ||
    (classPasses ?? []).some(
      (pass) =>
        (typeof pass.valid_until !== 'string' || pass.valid_until >= today) &&
        allVideos(pass.class_pass_type),
    )
  );
}

/** Whether the dialog is due at `now` (ms), last opened at `lastOpenedAt` (ms or null). */
export const preferencesDue = (lastOpenedAt: number | null | undefined, now: number): boolean =>
  !lastOpenedAt || now - lastOpenedAt > PREFERENCES_REOPEN_MS;
