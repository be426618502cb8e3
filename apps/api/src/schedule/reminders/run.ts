/**
 * Class reminders (issue 26): the job `class-reminders` (every 10 minutes, src/jobs/) mails each
 * seat and livestream signup of an upcoming class once, `class_reminder_hours_before` hours before
 * it starts, when the studio has `class_reminder_enabled` and the customer keeps
 * `class_reminder_emails` on. Not for cancelled or archived classes or signups, and not for a
 * signup made within those hours (its confirmation, sent then, says the same). The signup's
 * `reminder_sent_at` records the reminder in the mail's own transaction, so a restart or a second
 * runner never sends it twice (README.md beside this file). Decision:
 * docs/decisions/2026-11-27-class-reminders-and-mail-language.md.
 */
import type { Db } from '../../platform/db/connect.ts';
import { runEach } from '../../platform/jobs/run-each.ts';
import { addDaysIso, copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { findStudio, type StudioClient } from '../../studio/public.ts';
import { sendBookingMail } from '../signups/public.ts';
import { claimReminder, reminderCandidates, type ReminderCandidate } from './queries.ts';

const HOUR_MS = 3_600_000;
/** The longest `class_reminder_hours_before` honoured: a week. */
const MAX_HOURS = 168;

/** The studio's reminder lead in hours (1–168), or null when reminders are off. */
export function reminderHours(settings: StudioClient['settings']): number | null {
  if (settings.class_reminder_enabled === false) return null;
  const hours = Number(settings.class_reminder_hours_before);
  if (!Number.isFinite(hours) || hours <= 0) return 24;
  return Math.min(Math.max(hours, 1), MAX_HOURS);
}

/** Is the reminder of `c` due at `now` (ms) with a lead of `hours`? */
function isDue(c: ReminderCandidate, hours: number, now: number): boolean {
  const start = copenhagenInstant(c.date, c.start_time);
  const opens = start - hours * HOUR_MS;
  return now >= opens && now < start && c.signedUpAt < opens;
}

/**
 * Sends every reminder due at `now` (ms), one signup per transaction.
 * @returns how many were `sent`, and how many another runner had `taken` meanwhile
 * @throws an AggregateError of the signups whose mail failed, after trying all of them
 */
export async function sendDueReminders(
  db: Db,
  now: number = Date.now(),
): Promise<Partial<Record<'sent' | 'taken', number>>> {
  const today = copenhagenToday(new Date(now));
  const until = addDaysIso(today, 8);
  const candidates = [
    ...(await reminderCandidates(db, 'seat', today, until)),
    ...(await reminderCandidates(db, 'livestream', today, until)),
  ];
  const studios = new Map<number, StudioClient | undefined>();
  const due: Array<ReminderCandidate & { studio: StudioClient }> = [];
  for (const c of candidates) {
    if (!studios.has(c.clientId)) studios.set(c.clientId, await findStudio(db, { id: c.clientId }));
    const studio = studios.get(c.clientId);
    const hours = studio && reminderHours(studio.settings);
    if (studio && hours && isDue(c, hours, now)) due.push({ ...c, studio });
  }
  return runEach(
    due,
    (c) =>
      db.transaction(async (tx) => {
        if (!(await claimReminder(tx, c.kind, c.signupId, now))) return 'taken' as const;
        await sendBookingMail(tx, c.studio, {
          kind: c.kind === 'seat' ? 'reminder_seat' : 'reminder_livestream',
          classId: c.classId,
          userId: c.userId,
          count: c.count,
          now,
        });
        return 'sent' as const;
      }),
    'class reminders',
  );
}
