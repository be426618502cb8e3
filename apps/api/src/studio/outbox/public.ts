/** What other modules may use of the outbox: its routes and reading the newest mails. */
export { latestMails } from './queries.ts';
