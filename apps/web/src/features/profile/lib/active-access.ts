/**
 * Which class passes, memberships and class series the profile shows (CONTRACT §8, §9; seed 001
 * §5): a pass with classes left (or unlimited) that is valid through today or later; a membership
 * that has not ended; a series whose signups can be cancelled one by one, still valid, with
 * classes left.
 */
import type { ClassPass, Membership } from '@studio/contract/access';
import type { ClassSeries } from '@studio/contract/catalogue';

const isUnlimited = (pass: ClassPass) =>
  typeof pass.class_pass_type === 'object' && pass.class_pass_type?.pass_type === 'unlimited';

/** Passes still usable on `today` (`YYYY-MM-DD`, Copenhagen). */
export function usableClassPasses(
  passes: ClassPass[] | null | undefined,
  today: string,
): ClassPass[] {
  return (passes ?? []).filter(
    (pass) =>
      (isUnlimited(pass) || (pass.classes_left ?? 0) > 0) &&
      (!pass.valid_until || pass.valid_until >= today),
  );
}

/** Memberships that are not ended. */
export function currentMemberships(memberships: Membership[] | null | undefined): Membership[] {
  return (memberships ?? []).filter((membership) => membership.status !== 'ended');
}

/**
 * Series shown on the profile (seed 001 §5): individual signups can be cancelled, `valid_until`
 * (the series', else its type's) is not past, and classes are left.
 */
export function visibleClassSeries(series: ClassSeries[], today: string): ClassSeries[] {
  return series.filter((item) => {
    const validUntil = item.valid_until ?? item.class_series_type?.valid_until ?? null;
    return (
      !!item.class_series_type?.allow_cancel_individual_signups &&
      (!validUntil || validUntil >= today) &&
      item.classes_left > 0
    );
  });
}

export { isUnlimited };

/** The name of a populated type, or '' when the server sent only its id. */
export const typeName = (type: number | { name: string } | null | undefined): string =>
  type && typeof type === 'object' ? type.name : '';
