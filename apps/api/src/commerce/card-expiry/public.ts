/** What other modules use of card-expiry mails (issue 26): the job's run. */
export { mailCardsExpiring } from './run.ts';
