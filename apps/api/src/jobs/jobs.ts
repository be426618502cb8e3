/**
 * The product's scheduled work (issue 12): closing waiting lists every minute (CONTRACT §5),
 * renewing memberships every 10 minutes and at start, and recording no-show fees every 10 minutes
 * (commerce/renewals/README.md); charging the later installments of event signups every 10 minutes
 * and at start (issue 14, commerce/installments/README.md); removing image uploads nobody claimed,
 * every hour (issue 22, studio/images/cleanup.ts); refreshing the Vimeo videos' cached data once
 * a day each (issue 25, library/vimeo-sync); mailing class reminders, customers of classes the
 * studio cancelled, and customers whose saved card runs out this month, and gift cards dated
 * for a later day on its morning (issue 26, commerce/gift-cards). Each job is
 * safe to run twice at once:
 * the database decides.
 */
import { removeUnclaimedUploads } from '../studio/public.ts';
import { refreshAllVimeoVideos } from '../library/public.ts';
import { runDueInstallments } from '../commerce/public.ts';
import { retryRefunds } from '../commerce/public.ts';
import { sendDueGiftCards } from '../commerce/public.ts';
import { chargeNoShows, runDueRenewals } from '../commerce/public.ts';
import { mailCardsExpiring } from '../commerce/public.ts';
import {
  mailCancelledClasses,
  sendDueReminders,
  sweepExpiredWaitingLists,
} from '../schedule/public.ts';
import type { Job } from '../platform/jobs/types.ts';

export const productJobs: Job[] = [
  { name: 'waiting-list-sweep', everyMinutes: 1, run: (db) => sweepExpiredWaitingLists(db) },
  {
    name: 'membership-renewals',
    everyMinutes: 10,
    runAtStart: true,
    run: (db) => runDueRenewals(db),
  },
  { name: 'no-show-fees', everyMinutes: 10, run: (db) => chargeNoShows(db) },
  {
    name: 'event-installments',
    everyMinutes: 10,
    runAtStart: true,
    run: (db) => runDueInstallments(db),
  },
  // Refused orders whose refund the provider could not take at once (issue 22).
  { name: 'refunds', everyMinutes: 10, run: (db) => retryRefunds(db) },
  // Each signup's reminder once, hours before its class (issue 26, schedule/reminders).
  {
    name: 'class-reminders',
    everyMinutes: 10,
    runAtStart: true,
    run: (db) => sendDueReminders(db),
  },
  // Customers of a class cancelled by the studio, told once (schedule/cancelled-classes).
  { name: 'class-cancelled-mails', everyMinutes: 5, run: (db) => mailCancelledClasses(db) },
  // A saved card running out this month, mailed once per card and month (commerce/card-expiry).
  {
    name: 'card-expiry-mails',
    everyMinutes: 60,
    runAtStart: true,
    run: (db) => mailCardsExpiring(db),
  },
  // Gift cards dated for a later day go out on its morning (issue 26), each once.
  {
    name: 'gift-card-sends',
    everyMinutes: 10,
    runAtStart: true,
    run: (db) => sendDueGiftCards(db),
  },
  { name: 'unclaimed-uploads', everyMinutes: 60, run: (db) => removeUnclaimedUploads(db) },
  // Hourly, but each Vimeo video's copy is fetched only when it is a day old (issue 25), so
  // this is a daily refresh per video that catches up within the hour after downtime.
  { name: 'vimeo-refresh', everyMinutes: 60, run: (db) => refreshAllVimeoVideos(db) },
];
