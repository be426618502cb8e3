/**
 * GET /classes as a provider without our *(design)* populate keys answers it (CONTRACT §1.6, §4
 * "Seed fields not in the reference"): `400 "The following populate fields are invalid: <keys>"`
 * when any is asked for, otherwise the classes without those fields.
 */
import type { Class } from '@studio/contract/classes';

export const designPopulateKeys = [
  'user_signup_count',
  'user_can_sign_up_for_number_of_seats',
  'class_series_types',
  'class_series_types_livestream',
  'class_is_part_of_locked_class_series_type',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_active_invalid_memberships',
  'user_is_signed_up_for_class_with_class_series_name',
  'user_is_signed_up_for_livestream_with_class_series_name',
  'ics_url_livestream',
];

/** A `mockFetch` answer for `GET /classes` that behaves as such a provider. */
export function referenceClasses(classes: Class[]) {
  return (_body: unknown, url: URL): unknown => {
    const invalid = url.searchParams
      .getAll('populate[]')
      .filter((key) => designPopulateKeys.includes(key));
    if (invalid.length > 0) {
      const text = `The following populate fields are invalid: ${invalid.join(', ')}`;
      return new Response(JSON.stringify(text), { status: 400 });
    }
    const plain = classes.map((cls) => {
      const copy: Record<string, unknown> = { ...cls };
      for (const key of designPopulateKeys) delete copy[key];
      return copy;
    });
    return { responseType: 'classes', populate: [], classes: plain };
  };
}
