/**
 * The no-show fee job (every 10 minutes, `src/jobs/`; issue 12 "No-show fees"): a signup that was
 * neither checked in nor cancelled, in a class that has ended, is a no-show. At studios with
 * `no_show_fees_enabled` and `no_show_fees_apply_method` `auto` it costs a membership
 * `no_show_membership_fee_amount` kroner (a `no_show_fees` row, paid with the next renewal) and
 * an unlimited class pass `no_show_time_based_class_pass_deduct_number_of_days` days; a
 * fixed-count pass already spent its class. Classes that ended in the last `LOOKBACK_DAYS` days
 * are looked at, so turning the setting on never fines old classes. Each signup is decided once
 * (`no_show_fee_applied`), whichever runner gets there first.
 */
import type { Db } from '../../platform/db/connect.ts';
import { addDaysIso, copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { findClientById, loadSettings } from '../../studio/public.ts';
import {
  insertFee,
  possibleNoShows,
  shortenPass,
  studiosWithClasses,
  takeNoShow,
} from './queries.ts';

const LOOKBACK_DAYS = 7;

type Candidate = Awaited<ReturnType<typeof possibleNoShows>>[number];
type Settings = Awaited<ReturnType<typeof loadSettings>>;

async function chargeNoShow(db: Db, clientId: number, settings: Settings, signup: Candidate) {
  await db.transaction(async (tx) => {
    if (!(await takeNoShow(tx, signup.id))) return;
    const base = {
      client_id: clientId,
      user_id: signup.user_id,
      class_id: signup.class_id,
      class_signup_id: signup.id,
      reason: 'no_show',
    };
    if (signup.used_membership_id) {
      await insertFee(tx, {
        ...base,
        membership_id: signup.used_membership_id,
        amount: String(Number(settings.no_show_membership_fee_amount) || 0),
      });
      return;
    }
    const days = Number(settings.no_show_time_based_class_pass_deduct_number_of_days) || 0;
    if (!signup.used_class_pass_id || signup.class_pass_classes_spent > 0 || days <= 0) return;
    await shortenPass(tx, signup.used_class_pass_id, days);
    await insertFee(tx, { ...base, days_deducted: days });
  });
}

/**
 * Records the consequences of no-shows in classes that ended before `now` (ms).
 * @returns the ids of the signups it decided
 */
export async function chargeNoShows(db: Db, now: number = Date.now()): Promise<number[]> {
  const today = copenhagenToday(new Date(now));
  const from = addDaysIso(today, -LOOKBACK_DAYS);
  const decided: number[] = [];
  for (const clientId of await studiosWithClasses(db, from, today)) {
    const row = await findClientById(db, clientId);
    if (!row) continue;
    const settings = await loadSettings(db, row);
    if (!settings.no_show_fees_enabled || settings.no_show_fees_apply_method !== 'auto') continue;
    for (const signup of await possibleNoShows(db, clientId, from, today)) {
      if (copenhagenInstant(signup.date, signup.end_time) > now) continue;
      await chargeNoShow(db, clientId, settings, signup);
      decided.push(signup.id);
    }
  }
  return decided;
}
