/**
 * Test-only routes for the browser journeys (STYLE.md: "fixtures make each test's own data"):
 * a customer holding a class pass, and classes with a known name. Registered only when the server
 * runs with E2E_TEST_ROUTES=1 (e2e/playwright.config.ts); never in production.
 */
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  classes,
  classPassTypes,
  classPasses,
  classSignups,
  classTypes,
  rooms,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { addDaysIso, copenhagenToday } from '../../lib/time.ts';
import { linkClassTypeToAllAccess } from './access-links.ts';

export const testSupportRoutes: FastifyPluginAsync = async (app) => {
  /** Body `{ email, password, classes }`: a customer with a fixed-count pass of `classes` classes. */
  app.post('/test/customers', async (request) => {
    const body = request.body as { email: string; password: string; classes?: number };
    const clientId = request.client.row.id;
    const [user] = await app.db
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
      const [passType] = await app.db
        .select()
        .from(classPassTypes)
        .where(
          and(eq(classPassTypes.client_id, clientId), eq(classPassTypes.pass_type, 'fixed_count')),
        )
        .orderBy(asc(classPassTypes.id))
        .limit(1);
      if (!passType) throw new Error('the studio has no fixed-count class pass type');
      const today = copenhagenToday();
      await app.db.insert(classPasses).values({
        client_id: clientId,
        user_id: user!.id,
        class_pass_type_id: passType.id,
        classes_left: body.classes,
        start_date: today,
        valid_until: addDaysIso(today, 90),
      });
    }
    return { id: user!.id, email: body.email };
  });

  /**
   * Body `{ name, startsInDays, startTime, seats, taken }`: a class of a new class type `name`
   * that every pass and membership type gives access to; `taken` seats are held by filler
   * customers (so `taken === seats` makes it full).
   */
  app.post('/test/classes', async (request) => {
    const body = request.body as {
      name: string;
      startsInDays: number;
      startTime: string;
      seats: number;
      taken?: number;
    };
    const clientId = request.client.row.id;
    const [room] = await app.db.select().from(rooms).where(eq(rooms.client_id, clientId)).limit(1);
    const [classType] = await app.db
      .insert(classTypes)
      .values({
        client_id: clientId,
        name: body.name,
        color: '#7c3aed',
        description: 'A class made by a test.',
      })
      .returning();
    await linkClassTypeToAllAccess(app.db, clientId, classType!.id);
    const [hour, minute] = body.startTime.split(':').map(Number) as [number, number];
    const end = `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    const [cls] = await app.db
      .insert(classes)
      .values({
        client_id: clientId,
        date: addDaysIso(copenhagenToday(), body.startsInDays),
        start_time: body.startTime,
        end_time: end,
        class_type_id: classType!.id,
        room_id: room?.id ?? null,
        seats: body.seats,
      })
      .returning();
    for (let i = 0; i < (body.taken ?? 0); i++) {
      const [filler] = await app.db
        .insert(users)
        .values({
          client_id: clientId,
          email: `filler-${cls!.id}-${i}@example.test`,
          first_name: 'Filler',
        })
        .returning();
      await app.db
        .insert(classSignups)
        .values({ client_id: clientId, user_id: filler!.id, class_id: cls!.id });
    }
    return { id: cls!.id, date: cls!.date };
  });
};
