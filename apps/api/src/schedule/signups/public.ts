/**
 * The signups core (README.md beside this file), shared by class, waiting-list and livestream
 * signups and, later, events and appointments. Other modules import from this file only.
 */
export { lockedClassContext, type LockedClass } from './context.ts';
export { isDoubleSubmit } from './double-submit.ts';
export {
  recordPassSpends,
  releasePassSpends,
  spendFromPasses,
  writePassSpends,
} from './pass-spends.ts';
export { signupListRoute, styleAKeys, styleBKeys } from './list-route.ts';
export {
  activeRow,
  activeSignup,
  insertSignup,
  isUniqueViolation,
  lockClass,
  refundPassClasses,
  refundSeriesClasses,
  seatsTaken,
  spendPassClasses,
  spendSeriesClasses,
  type ClassRow,
  type LivestreamRow,
  type SignupRow,
  type WaitingRow,
} from './queries.ts';
export { refusalParams } from './refusal-params.ts';
export {
  classSignupStyleA,
  livestreamSignupStyleA,
  signupStyleB,
  waitingListSignupStyleA,
} from './serialize.ts';
export { sendBookingMail } from './booking-mail.ts';
export { texts as bookingMailTexts } from './booking-mail-texts.ts';
