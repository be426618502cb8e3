/**
 * What other code uses of renewals (README.md beside this file): the renewal run and the no-show
 * fee job (`src/jobs/` runs them), and the retry route (`modules/index.ts`).
 */
export { runDueRenewals } from './run.ts';
export { chargeNoShows } from './no-shows.ts';
