/**
 * Which class passes and memberships the profile shows (CONTRACT §8, §9): a pass with classes left
 * (or unlimited) that is valid through today or later; a membership that has not ended.
 */
import type { ClassPass, Membership } from '@studio/contract/access';

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

export { isUnlimited };

/** The name of a populated type, or '' when the server sent only its id. */
export const typeName = (type: number | { name: string } | null | undefined): string =>
  type && typeof type === 'object' ? type.name : '';
