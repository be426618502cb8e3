/**
 * The data the test-only routes make (routes.ts): a journey customer with a class pass, and a class
 * of its own class type with seats already taken by filler customers.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  giftCards,
  classes,
  classPassTypes,
  classPasses,
  classSignups,
  classTypes,
  memberships,
  membershipTypePaymentOptions,
  membershipTypes,
  paymentSubscriptions,
  rooms,
  users,
} from '../platform/db/schema.ts';
import { hashPassword } from '../account/public.ts';
import { addDaysIso, copenhagenClock, copenhagenToday } from '../platform/lib/time.ts';
import { linkClassTypeToAllAccess } from './access-links.ts';

/**
 * A customer with a fixed-count pass of `classes` classes (none when 0), valid 90 days; with
 * `membership`, a membership of the studio's first type paid through today + `paidUntilInDays`
 * with a test-provider card that works or is declined; with `attendedDaysAgo`, one attended class
 * (of a class type of its own) on each of those days.
 */
export async function createJourneyCustomer(
  db: Db,
  clientId: number,
  body: {
    email: string;
    password: string;
    classes?: number;
    membership?: { card: 'good' | 'decline'; paidUntilInDays: number };
    attendedDaysAgo?: number[];
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      client_id: clientId,
      email: body.email,
      password_hash: await hashPassword(body.password),
      first_name: 'Journey',
      last_name: 'Tester',
    })
    .returning();
  if (body.classes) {
    const [passType] = await db
      .select()
      .from(classPassTypes)
      .where(
        and(eq(classPassTypes.client_id, clientId), eq(classPassTypes.pass_type, 'fixed_count')),
      )
      .orderBy(asc(classPassTypes.id))
      .limit(1);
    if (!passType) throw new Error('the studio has no fixed-count class pass type');
    const today = copenhagenToday();
    await db.insert(classPasses).values({
      client_id: clientId,
      user_id: user!.id,
      class_pass_type_id: passType.id,
      classes_left: body.classes,
      start_date: today,
      valid_until: addDaysIso(today, 90),
    });
  }
  if (body.membership) await giveMembership(db, clientId, user!.id, body.membership);
  for (const daysAgo of body.attendedDaysAgo ?? []) {
    const cls = await createJourneyClass(db, clientId, {
      name: `Attended ${user!.id}-${daysAgo}`,
      startsInDays: -daysAgo,
      startTime: '07:00',
      seats: 10,
    });
    await db
      .insert(classSignups)
      .values({ client_id: clientId, user_id: user!.id, class_id: cls.id });
  }
  return { id: user!.id, email: body.email };
}

async function giveMembership(
  db: Db,
  clientId: number,
  userId: number,
  options: { card: 'good' | 'decline'; paidUntilInDays: number },
) {
  const [type] = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.client_id, clientId), eq(membershipTypes.archived, false)))
    .orderBy(asc(membershipTypes.id))
    .limit(1);
  const [option] = await db
    .select()
    .from(membershipTypePaymentOptions)
    .where(
      and(
        eq(membershipTypePaymentOptions.membership_type_id, type!.id),
        eq(membershipTypePaymentOptions.number_of_months_payment_covers, 1),
      ),
    )
    .limit(1);
  const today = copenhagenToday();
  const [membership] = await db
    .insert(memberships)
    .values({
      client_id: clientId,
      user_id: userId,
      membership_type_id: type!.id,
      payment_option_id: option!.id,
      start_date: addDaysIso(today, -40),
      paid_until: addDaysIso(today, options.paidUntilInDays),
    })
    .returning({ id: memberships.id });
  const decline = options.card === 'decline';
  await db.insert(paymentSubscriptions).values({
    client_id: clientId,
    membership_id: membership!.id,
    payment_service_provider: 'test',
    payment_provider_subscription_id: `test_card_${decline ? 'decline_' : ''}journey_${userId}`,
    payment_provider_customer_id: `user-${userId}`,
    pay_type: 'visa',
    card_prefix: '424242',
    card_last_4_digits: decline ? '0002' : '4242',
    card_expiration: '12/30',
  });
}

/**
 * A class of a new class type `name` that every pass and membership type gives access to, in
 * `startsInDays` days at `startTime` (`HH:mm`, one hour); `taken` seats are held by filler
 * customers (so `taken === seats` makes it full).
 */
export async function createJourneyClass(
  db: Db,
  clientId: number,
  body: {
    name: string;
    startsInDays: number;
    startTime: string;
    seats: number;
    taken?: number;
    livestream?: boolean;
    startsInMinutes?: number;
  },
) {
  const [room] = await db.select().from(rooms).where(eq(rooms.client_id, clientId)).limit(1);
  const [classType] = await db
    .insert(classTypes)
    .values({
      client_id: clientId,
      name: body.name,
      color: '#7c3aed',
      description: 'A class made by a test.',
    })
    .returning();
  await linkClassTypeToAllAccess(db, clientId, classType!.id);
  const startsAt =
    body.startsInMinutes === undefined
      ? null
      : new Date(Date.now() + body.startsInMinutes * 60_000);
  const date = startsAt
    ? copenhagenToday(startsAt)
    : addDaysIso(copenhagenToday(), body.startsInDays);
  const start = startsAt ? copenhagenClock(startsAt.getTime()) : body.startTime;
  const [hour, minute] = start.split(':').map(Number) as [number, number];
  // An hour long, ending by midnight.
  const end =
    hour >= 23
      ? '23:59'
      : `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const [cls] = await db
    .insert(classes)
    .values({
      client_id: clientId,
      date,
      start_time: start,
      end_time: end,
      class_type_id: classType!.id,
      room_id: room?.id ?? null,
      seats: body.seats,
      livestream_enabled: body.livestream ?? false,
    })
    .returning();
  for (let i = 0; i < (body.taken ?? 0); i++) {
    const [filler] = await db
      .insert(users)
      .values({
        client_id: clientId,
        email: `filler-${cls!.id}-${i}@example.test`,
        first_name: 'Filler',
      })
      .returning();
    await db
      .insert(classSignups)
      .values({ client_id: clientId, user_id: filler!.id, class_id: cls!.id });
  }
  return { id: cls!.id, date: cls!.date };
}

/** The newest gift card a giver bought: its code and what is left on it (kroner), for journeys. */
export async function newestGiftCard(db: Db, clientId: number, giverEmail: string) {
  const [card] = await db
    .select({ code: giftCards.code, amount_left: giftCards.amount_left })
    .from(giftCards)
    .where(and(eq(giftCards.client_id, clientId), eq(giftCards.giver_email, giverEmail)))
    .orderBy(desc(giftCards.id))
    .limit(1);
  return card ? { code: card.code, amount_left: Number(card.amount_left) } : null;
}

/**
 * Makes a customer's reset and e-mail confirmation links expired (they ran out a minute ago), so a
 * journey can show the expired-link pages without waiting an hour or a week.
 */
export async function expireAccountTokens(db: Db, clientId: number, email: string) {
  const expired = Date.now() - 60_000;
  const rows = await db
    .update(users)
    .set({ reset_password_token_expires: expired, email_confirmation_token_expires: expired })
    .where(and(eq(users.client_id, clientId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return { expired: rows.length };
}
