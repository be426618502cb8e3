/**
 * Holds of unpaid cart orders (issue 22; README.md beside this file): what other customers' live
 * orders hold, the fixed lock order of order creation and payment, and the hold's length.
 */
export {
  HOLD_MINUTES,
  heldRecordsOf,
  holdsOfOthers,
  lockHeldRecords,
  type Holds,
} from './queries.ts';
