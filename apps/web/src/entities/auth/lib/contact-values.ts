/**
 * The contact fields the signup form and profile edit both ask for (seed 000 §2 signup page and
 * profile edit, §5), bound by the same names in both forms' values.
 */
import type { Control } from 'react-hook-form';

export interface ContactValues {
  phone: string;
  /** `YYYY-MM-DD`, or '' while the birthday picker is incomplete or empty. */
  date_of_birth: string;
  address_1: string;
  /** Only profile edit asks for a second address line. */
  address_2?: string;
  zip_code: string;
  city: string;
  country: string;
  /** Branch id as a select value; '' (or '0' in signup) for none. */
  branch: string;
}

/**
 * A form's control, seen through its contact fields. React-hook-form's `Control` is invariant in
 * the form's values, so a wider form cannot pass its own; the shared fields only use these names.
 */
export function contactControl<T extends ContactValues>(control: Control<T>) {
  return control as unknown as Control<ContactValues>;
}
