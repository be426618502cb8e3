/**
 * Test data makers: each test creates the studio, classes and customers it needs. Customers get a
 * signed token and ready-made request headers.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connect.ts';
import { branches, clients, clientSettings } from '../src/db/schema.ts';

export interface TestStudio {
  id: number;
  branchId: number;
  headers: Record<string, string>;
}

export function makeFactory(_app: FastifyInstance, db: Db) {
  return {
    /** A studio with one branch and the given stored settings. */
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
  };
}

export type Factory = ReturnType<typeof makeFactory>;
