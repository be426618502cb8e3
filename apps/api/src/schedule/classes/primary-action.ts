/**
 * `user_primary_action`: a `{label, action}` hint for apps (CONTRACT §4; English labels, as in the
 * reference). Pure; reads the already computed fields of the class.
 */
import type { ClassFacts, ClassState } from './class-state.ts';

type Fields = Record<string, unknown>;

const call = (method: string, endpoint: string, body: unknown, type: string) => ({
  method,
  endpoint,
  body,
  type,
});

/** The one thing a customer would do next with this class. */
export function primaryAction(c: ClassFacts, s: ClassState, f: Fields, _loggedIn: boolean) {
  if (c.cancelled) return { label: 'Class cancelled', action: null };
  if (f.user_can_sign_off_from_class) {
    return {
      label: 'Sign off',
      action: call('DELETE', `/class-signups/${String(f.user_signup_id)}`, null, 'CLASS_SIGNOFF'),
    };
  }
  if (f.user_is_signed_up_for_class) return { label: 'You are signed up', action: null };
  if (f.user_can_sign_off_from_waiting_list) {
    return {
      label: 'Sign off from waiting list',
      action: call(
        'DELETE',
        `/class-waiting-list-signups/${String(f.user_waiting_list_signup_id)}`,
        null,
        'WAITING_LIST_SIGNOFF',
      ),
    };
  }
  if (s.class_has_started) return { label: 'Class has started', action: null };
  if (f.user_can_sign_up_for_class) {
    return {
      label: 'Sign up',
      action: call('POST', '/class-signups', { class: c.id }, 'CLASS_SIGNUP'),
    };
  }
  if (f.user_can_sign_up_for_waiting_list) {
    return {
      label: 'Sign up for waiting list',
      action: call('POST', '/class-waiting-list-signups', { class: c.id }, 'WAITING_LIST_SIGNUP'),
    };
  }
  if (f.user_is_signed_up_for_waiting_list) {
    return {
      label: `You are number ${String(f.user_number_on_waiting_list)} on the waiting list`,
      action: null,
    };
  }
  return { label: 'See prices', action: '_PRICES_' };
}
