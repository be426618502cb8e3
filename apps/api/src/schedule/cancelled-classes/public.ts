/** What other modules use of classes cancelled by the studio (issue 26): cancelling, the job. */
export { cancelClass, mailCancelledClasses } from './class-cancelled-mail.ts';
