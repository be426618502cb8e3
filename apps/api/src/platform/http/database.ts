/** Decorates `app.db` with the database the server was built with (ARCHITECTURE.md, runtime). */
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('db', db);
});
