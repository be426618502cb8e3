/**
 * The Monday-morning rush's test-only set-up (issue 27 item 4, `POST /test/rush`, only with
 * E2E_TEST_ROUTES=1): `classes` popular classes of `seats` seats each, a week ahead at 08:00 (one
 * minute apart), and `customers` customers each holding a 10-class pass, with their sessions.
 * One loopback address cannot log in a thousand times under the login limits, so the sessions are
 * signed here (the same tokens `POST /login` gives), and the customers have no password.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import { classPassTypes, classPasses, users } from '../platform/db/schema.ts';
import { signToken, type TokenKeys } from '../account/public.ts';
import { addDaysIso, copenhagenToday } from '../platform/lib/time.ts';
import { createJourneyClass } from './queries.ts';

export interface RushSetup {
  classes: { id: number; seats: number }[];
  customers: { id: number; token: string }[];
}

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/**
 * Makes the rush's classes and customers in one studio.
 * @throws when the studio has no fixed-count class pass type (the demo studios have one).
 */
export async function prepareRush(
  db: Db,
  clientId: number,
  keys: TokenKeys,
  options: { customers: number; classes: number; seats: number; tag: string },
): Promise<RushSetup> {
  const classes: RushSetup['classes'] = [];
  for (let i = 0; i < options.classes; i++) {
    const minute = String(i % 60).padStart(2, '0');
    const made = await createJourneyClass(db, clientId, {
      name: `Rush ${options.tag} ${i + 1}`,
      startsInDays: 7,
      startTime: `08:${minute}`,
      seats: options.seats,
    });
    classes.push({ id: made.id, seats: options.seats });
  }
  const [passType] = await db
    .select({ id: classPassTypes.id })
    .from(classPassTypes)
    .where(and(eq(classPassTypes.client_id, clientId), eq(classPassTypes.pass_type, 'fixed_count')))
    .orderBy(asc(classPassTypes.id))
    .limit(1);
  if (!passType) throw new Error('the studio has no fixed-count class pass type');
  const today = copenhagenToday();
  const customers: RushSetup['customers'] = [];
  for (let start = 0; start < options.customers; start += CHUNK) {
    const count = Math.min(CHUNK, options.customers - start);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          client_id: clientId,
          email: `rush-${options.tag}-${start + i}@example.test`,
          first_name: 'Rush',
          last_name: String(start + i + 1),
        })),
      )
      .returning({ id: users.id });
    await db.insert(classPasses).values(
      made.map((user) => ({
        client_id: clientId,
        user_id: user.id,
        class_pass_type_id: passType.id,
        classes_left: 10,
        start_date: today,
        valid_until: addDaysIso(today, 90),
      })),
    );
    for (const user of made) customers.push({ id: user.id, token: await signToken(keys, user.id) });
  }
  return { classes, customers };
}
