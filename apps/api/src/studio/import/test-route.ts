/**
 * Test-only route for the browser journeys (e2e/journeys/studio-import.spec.ts): imports one of
 * the example studio files (./examples) into the running server's database, which the CLI cannot
 * reach while the server holds the embedded PGlite. Registered beside the other test routes, only
 * with E2E_TEST_ROUTES=1; never in production.
 *
 * POST /test/studios/import `{ example: "harbour" }` → `{ clientId }`, or 400 with the errors.
 */
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { importStudioFile } from './import-studio.ts';
import { shippedPath } from '../../platform/paths.ts';

const examples = shippedPath('studio/import/examples');
const Body = z.object({ example: z.enum(['harbour']) });

export const studioImportTestRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/test/studios/import', { schema: { body: Body } }, async (request, reply) => {
    const outcome = await importStudioFile(app.db, join(examples, `${request.body.example}.json`));
    if (!outcome.ok) return reply.code(400).send({ errors: outcome.errors });
    return { clientId: outcome.imported.clientId };
  });
};
