/** What other modules may use of the outbox: queuing a studio's mail, reading the newest mails. */
export { latestMails } from './queries.ts';
export { sendMail } from './send.ts';
