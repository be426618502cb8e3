/** What other modules use of class reminders (issue 26): the job's run. */
export { sendDueReminders } from './run.ts';
