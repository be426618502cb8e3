/**
 * Builds the provider API as a Fastify instance, without listening: tests inject requests into it,
 * `server.ts` listens. Plugins (database, errors, request context, web) are registered here, then
 * one plugin per module under `modules/` (STYLE.md, a server module).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import qs from 'qs';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/connect.ts';
import database from './plugins/database.ts';
import errors from './plugins/errors.ts';
import requestContext from './plugins/request-context.ts';
import web from './plugins/web.ts';
import type { TokenKeys } from './modules/auth/tokens.ts';
import { modules } from './modules/index.ts';
import { testSupportRoutes } from './modules/test-support/routes.ts';

export interface AppOptions {
  db: Db;
  tokenKeys: TokenKeys;
  /** Folder of the built web app to serve beside the API (apps/web/dist), if any. */
  webRoot?: string;
  logger?: boolean;
  /** Test-only data routes for the browser journeys (never in production). */
  testRoutes?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // qs rules for `a[]=1&a[0]=1` (CONTRACT §1.1); arrays past 20 entries become index-keyed objects.
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { arrayLimit: 20 }) },
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cors, {
    origin: true,
    credentials: false,
    // The plugin's default is GET,HEAD,POST: browsers would refuse the preflight of
    // PUT /users/{id} and DELETE /class-signups/{id} (CONTRACT §1.1, §3, §5).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-Yogo-Client-ID',
      'X-Yogo-Connector-Parent-Domain',
      'X-Yogo-Request-Context',
      'X-Yogo-Client-Accepts-Extended-Error-Format',
      'X-Yogo-Locale',
    ],
  });
  await app.register(database, { db: options.db });
  await app.register(errors);
  await app.register(requestContext, { tokenKeys: options.tokenKeys });
  if (options.webRoot) await app.register(web, { root: options.webRoot });

  // Health checks, no client needed (CONTRACT §14). A browser asking for `/` with Accept:
  // text/html gets the web app instead (plugins/web.ts answers it in onRequest).
  app.get('/ping', async () => 'OK');
  app.get('/', async () => 'OK');
  for (const module of modules) await app.register(module);
  if (options.testRoutes) await app.register(testSupportRoutes);
  return app;
}
