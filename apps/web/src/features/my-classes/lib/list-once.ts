/**
 * Each class once on My profile (issue 15). A provider may answer
 * `userIsSignedUpOrOnWaitingList` with a class more than once (one row per signup kind or per
 * signup); the entry kept is the most useful one: a class booking before a livestream booking
 * before a waiting-list place, then the one holding more seats. Order of first appearance kept.
 */
import type { Class } from '@studio/contract/classes';

const usefulness = (cls: Class): number =>
  (cls.user_is_signed_up_for_class ? 4000 : 0) +
  (cls.user_is_signed_up_for_livestream ? 2000 : 0) +
  (cls.user_is_signed_up_for_waiting_list ? 1000 : 0) +
  Math.min(999, cls.user_signup_count ?? 0) -
  (cls.cancelled ? 1 : 0);

/** `classes` with one entry per class id. */
export function listOnce(classes: readonly Class[]): Class[] {
  const kept = new Map<number, Class>();
  for (const cls of classes) {
    const seen = kept.get(cls.id);
    if (!seen || usefulness(cls) > usefulness(seen)) kept.set(cls.id, cls);
  }
  return [...kept.values()];
}
