/**
 * A class cancelled by the studio (issue 26, "mail for everything the customer did not do
 * themselves"): every customer with an active seat, livestream or waiting-list place gets a mail
 * in their language with an ICS cancellation (METHOD:CANCEL, the UID of their confirmation;
 * schedule/signups/booking-mail.ts). Our server has no studio screen that cancels a class (the
 * studio's admin does, in the database it shares); so `cancelClass` cancels and mails right after
 * its commit, and the job `class-cancelled-mails` (every 5 minutes, src/jobs/) mails whatever a
 * cancellation from anywhere left untold. Each signup's `class_cancelled_mail_at` is set in its
 * mail's transaction: told once, also across restarts and runners. Only classes that have not
 * started are told. Decision: docs/decisions/2026-11-27-class-reminders-and-mail-language.md.
 */
import type { Db } from '../../platform/db/connect.ts';
import { runEach } from '../../platform/jobs/run-each.ts';
import { copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { findStudio, type StudioClient } from '../../studio/public.ts';
import { sendBookingMail } from '../signups/public.ts';
import {
  claimCancelledMail,
  setClassCancelled,
  untoldSignups,
  type UntoldSignup,
} from './queries.ts';

const kinds = ['seat', 'livestream', 'waiting_list'] as const;

/**
 * Mails every untold signup of a cancelled class that has not started at `now` (ms), one signup
 * per transaction; only class `classId` when given.
 * @returns how many were `sent`, and how many another runner had `taken` meanwhile
 * @throws an AggregateError of the signups whose mail failed, after trying all of them
 */
export async function mailCancelledClasses(
  db: Db,
  now: number = Date.now(),
  classId?: number,
): Promise<Partial<Record<'sent' | 'taken', number>>> {
  const today = copenhagenToday(new Date(now));
  const untold: UntoldSignup[] = [];
  for (const kind of kinds) untold.push(...(await untoldSignups(db, kind, today, classId)));
  const studios = new Map<number, StudioClient | undefined>();
  const due: Array<UntoldSignup & { studio: StudioClient }> = [];
  for (const s of untold) {
    if (!studios.has(s.clientId)) studios.set(s.clientId, await findStudio(db, { id: s.clientId }));
    const studio = studios.get(s.clientId);
    if (studio && copenhagenInstant(s.date, s.start_time) > now) due.push({ ...s, studio });
  }
  return runEach(
    due,
    (s) =>
      db.transaction(async (tx) => {
        if (!(await claimCancelledMail(tx, s.kind, s.signupId, now))) return 'taken' as const;
        await sendBookingMail(tx, s.studio, {
          kind: 'class_cancelled',
          signup: s.kind,
          classId: s.classId,
          userId: s.userId,
          now,
        });
        return 'sent' as const;
      }),
    'class cancelled mails',
  );
}

/**
 * The studio cancels class `classId`: it is marked cancelled (signups stay, as the studio's own
 * cancellation leaves them), then, after that commit, its customers are mailed.
 * @returns false (nothing changed, nothing mailed) when the class is not the studio's, is
 *   archived or was cancelled already.
 */
export async function cancelClass(
  db: Db,
  clientId: number,
  classId: number,
  now: number = Date.now(),
): Promise<boolean> {
  if (!(await setClassCancelled(db, clientId, classId))) return false;
  await mailCancelledClasses(db, now, classId);
  return true;
}
