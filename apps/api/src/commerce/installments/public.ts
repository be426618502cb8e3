/**
 * What other code uses of installments (README.md beside this file): the job's run
 * (`src/jobs/`, the test route), and the retry route (`modules/index.ts`).
 */
export { runDueInstallments } from './run.ts';
