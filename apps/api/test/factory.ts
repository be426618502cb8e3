/**
 * Test data makers: each test creates the studio, classes and customers it needs. Customers get a
 * signed token and ready-made request headers.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/connect.ts';
import {
  branches,
  classes,
  classTeachers,
  classTypes,
  clients,
  clientSettings,
  images,
  users,
} from '../src/platform/db/schema.ts';
import { hashPassword } from '../src/account/auth/password-hash.ts';
import { signToken } from '../src/account/auth/tokens.ts';

export interface TestStudio {
  id: number;
  branchId: number;
  headers: Record<string, string>;
}

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  token: string;
  /** Client id and bearer token; the extended-error header only when asked for. */
  headers: Record<string, string>;
}

type UserValues = Partial<typeof users.$inferInsert>;

const unique = () => randomBytes(4).toString('hex');

export function makeFactory(app: FastifyInstance, db: Db) {
  return {
    /** A studio with one branch and the given stored settings (locale `en` unless given). */
    async studio(settings: Record<string, unknown> = {}): Promise<TestStudio> {
      const [client] = await db.insert(clients).values({ name: 'Test Studio' }).returning();
      if (!client) throw new Error('no client');
      const [branch] = await db
        .insert(branches)
        .values({ client_id: client.id, name: 'Main' })
        .returning();
      const entries = Object.entries({ locale: 'en', ...settings });
      await db
        .insert(clientSettings)
        .values(entries.map(([key, value]) => ({ client_id: client.id, key, value })));
      return {
        id: client.id,
        branchId: branch!.id,
        headers: { 'x-yogo-client-id': String(client.id) },
      };
    },

    /**
     * A customer of the studio with a real password hash and a signed token. Password `Secret12`
     * unless given; `extended: true` adds `x-yogo-client-accepts-extended-error-format: 1`.
     */
    async customer(
      studio: TestStudio,
      overrides: UserValues & { password?: string; extended?: boolean } = {},
    ): Promise<TestCustomer> {
      const { password = 'Secret12', extended = false, ...values } = overrides;
      const [user] = await db
        .insert(users)
        .values({
          client_id: studio.id,
          email: `customer-${unique()}@example.dk`,
          first_name: 'Test',
          last_name: 'Customer',
          password_hash: await hashPassword(password),
          ...values,
        })
        .returning();
      if (!user) throw new Error('no user');
      const token = await signToken(app.tokenKeys, user.id);
      const headers: Record<string, string> = {
        ...studio.headers,
        authorization: `Bearer ${token}`,
      };
      if (extended) headers['x-yogo-client-accepts-extended-error-format'] = '1';
      return { id: user.id, email: user.email, password, token, headers };
    },

    /** A teacher (no login) of the studio. */
    async teacher(studio: TestStudio, values: UserValues = {}) {
      const [user] = await db
        .insert(users)
        .values({
          client_id: studio.id,
          email: `teacher-${unique()}@example.dk`,
          first_name: 'Tara',
          last_name: 'Teacher',
          teacher: true,
          customer: false,
          ...values,
        })
        .returning();
      return user!;
    },

    /** An image record of the studio (the file itself is not needed for the API). */
    async image(studio: TestStudio, values: Partial<typeof images.$inferInsert> = {}) {
      const [image] = await db
        .insert(images)
        .values({ client_id: studio.id, filename: `${unique()}.svg`, ...values })
        .returning();
      return image!;
    },

    async classType(studio: TestStudio, values: Partial<typeof classTypes.$inferInsert> = {}) {
      const [type] = await db
        .insert(classTypes)
        .values({ client_id: studio.id, name: 'Hatha', ...values })
        .returning();
      return type!;
    },

    /** A class on `date` (Copenhagen `YYYY-MM-DD`) at 10:00–11:00, 10 seats, with its teachers. */
    async class(
      studio: TestStudio,
      values: Partial<typeof classes.$inferInsert> & { class_type_id: number; date: string },
      teacherIds: number[] = [],
    ) {
      const [row] = await db
        .insert(classes)
        .values({
          client_id: studio.id,
          start_time: '10:00',
          end_time: '11:00',
          seats: 10,
          ...values,
        })
        .returning();
      if (teacherIds.length)
        await db
          .insert(classTeachers)
          .values(teacherIds.map((user_id) => ({ class_id: row!.id, user_id })));
      return row!;
    },
  };
}

export type Factory = ReturnType<typeof makeFactory>;
