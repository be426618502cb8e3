/** GET /clients/current and GET /branches (CONTRACT §2). Public. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Client, ClientQuery } from '@studio/contract/client';
import { BranchList } from '@studio/contract/users';
import { answers } from '../../platform/http/answers.ts';
import { NoQuery } from '../../platform/http/requests.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { activeBranches } from './queries.ts';
import { serializeBranch, serializeClient } from './serialize.ts';
import { findImage } from '../images/public.ts';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = { querystring: ClientQuery, response: answers({ json: Client }) };
  app.get('/clients/current', { schema: current }, async (request) => {
    const populate = new Set(readPopulate(request.query.populate));
    const { row, settings } = request.client;
    const body = serializeClient(row);
    if (populate.has('logo') && row.logo_id)
      body.logo = (await findImage(app.db, row.id, row.logo_id)) ?? null;
    if (populate.has('logo_white') && row.logo_white_id) {
      body.logo_white = (await findImage(app.db, row.id, row.logo_white_id)) ?? null;
    }
    if (populate.has('settings')) body.settings = settings;
    if (populate.has('branches'))
      body.branches = (await activeBranches(app.db, row.id)).map(serializeBranch);
    return body;
  });

  const listBranches = async (request: { client: { row: { id: number } } }) =>
    (await activeBranches(app.db, request.client.row.id)).map(serializeBranch);
  const branches = { schema: { querystring: NoQuery, response: answers({ json: BranchList }) } };
  app.get('/branches', branches, listBranches);
  app.get('/branches/', branches, listBranches);
};
