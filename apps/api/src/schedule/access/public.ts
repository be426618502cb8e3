/**
 * What other modules use of access (who may book, who pays; CONTRACT §8, §9; seed 000 §4). Other
 * modules import from this file only.
 */
export { loadHoldings } from './holdings.ts';
export {
  canPay,
  chooseAccess,
  hasAccess,
  invalidMemberships,
  lockedSeriesOf,
  passSpends,
  payerOf,
  seatsAccessAllows,
  seriesUsable,
} from './rules.ts';
export { membershipBlockMessage } from './reasons.ts';
export { dateOf, mondayOf, plusDays, instantOf } from './clock.ts';
export type { AccessClass, Booking, Holdings, PassSpend } from './types.ts';
