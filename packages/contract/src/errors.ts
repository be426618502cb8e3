/**
 * The provider API's error model (CONTRACT §1.5, §15). Business refusals are HTTP 200 with either a
 * legacy `E_…` string or, when the request carries `X-Yogo-Client-Accepts-Extended-Error-Format`,
 * an extended object `{ error: { type, localized_title, localized_message } }`.
 */
import * as z from 'zod/mini';
import { appointmentErrorKeys } from './appointment-errors.ts';

/** Extended `error.type` key → legacy `E_…` string (CONTRACT §15.1). */
export const extendedErrorKeys = {
  loginFailed: 'E_LOGIN_FAILED',
  emailNotFound: 'E_EMAIL_NOT_FOUND',
  passwordTooWeak: 'E_PASSWORD_TOO_WEAK',
  invalidToken: 'E_INVALID_TOKEN',
  tokenExpired: 'E_TOKEN_EXPIRED',
  classHasStarted: 'E_CLASS_HAS_STARTED',
  signupDeadlineHasBeenExceeded: 'E_SIGNUP_DEADLINE_HAS_BEEN_EXCEEDED',
  alreadySignedUp: 'E_ALREADY_SIGNED_UP',
  classCancelled: 'E_CLASS_CANCELLED',
  classIsFull: 'E_CLASS_IS_FULL',
  noAccess: 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP',
  waitingListDisabled: 'E_CLASS_WAITING_LIST_DISABLED',
  privateClassWaitingListDisabled: 'E_PRIVATE_CLASS_WAITING_LIST_DISABLED',
  classIsOpen: 'E_CLASS_IS_OPEN',
  signoffDeadlineHasBeenExceeded: 'E_SIGNOFF_DEADLINE_HAS_BEEN_EXCEEDED',
  alreadySignedUpForWaitingList: 'E_ALREADY_SIGNED_UP_FOR_WAITING_LIST',
  waitingListIsFull: 'E_WAITING_LIST_IS_FULL',
  classIsNotFull: 'E_CLASS_IS_NOT_FULL',
  classNotFound: 'E_CLASS_NOT_FOUND',
  signupNotOpenYet: 'E_SIGNUP_NOT_OPEN_YET',
  classIsLockedByClassSeries: 'E_CLASS_IS_LOCKED_BY_CLASS_SERIES',
  multipleSeatsNotAllowed: 'E_MULTIPLE_SEATS_NOT_ALLOWED',
  validation: 'E_VALIDATION',
  /** (design) POST /event-signups: unknown, archived or another studio's event (seed 001 §5). */
  eventNotFound: 'E_EVENT_NOT_FOUND',
  /** (design) POST/DELETE /event-signups: the event's first day is before today (Copenhagen). */
  eventHasStarted: 'E_EVENT_HAS_STARTED',
} as const;

export type ExtendedErrorKey = keyof typeof extendedErrorKeys | keyof typeof appointmentErrorKeys;
export type LegacyErrorCode = (typeof extendedErrorKeys &
  typeof appointmentErrorKeys)[ExtendedErrorKey];

/** Fixed `E_` strings that never take the extended form (CONTRACT §15.2). */
export const fixedErrorCodes = [
  'E_USER_IS_NOT_CUSTOMER',
  'E_EMAIL_EXISTS',
  'E_USER_EXISTS',
  'E_TOKEN_NOT_FOUND',
  'E_NO_ACCESS_TO_CLASS',
  'E_EVENT_IS_FULL',
  'E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT',
] as const;
export type FixedErrorCode = (typeof fixedErrorCodes)[number];

/** Legacy code → extended key (first key wins for aliases). */
export function extendedKeyFor(code: string): ExtendedErrorKey | undefined {
  // The appointment keys are merged here only, so a bundle that never calls this drops them.
  for (const [key, legacy] of Object.entries({ ...extendedErrorKeys, ...appointmentErrorKeys })) {
    if (legacy === code) return key as ExtendedErrorKey;
  }
  return undefined;
}

/** Both refusal codes that mean "buy access first" (seed 000 §8). */
export const noAccessCodes: readonly string[] = [
  'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP',
  'E_NO_ACCESS_TO_CLASS',
];

export const ExtendedError = z.object({
  error: z.looseObject({
    type: z.string(),
    localized_title: z.string(),
    localized_message: z.string(),
  }),
});
export type ExtendedError = z.infer<typeof ExtendedError>;

/** The 400 body for ill-typed or missing declared inputs (CONTRACT §1.5, family 2). */
export const InvalidParamsBody = z.object({
  code: z.literal('E_MISSING_OR_INVALID_PARAMS'),
  problems: z.array(z.string()),
  message: z.string(),
});
export type InvalidParamsBody = z.infer<typeof InvalidParamsBody>;
