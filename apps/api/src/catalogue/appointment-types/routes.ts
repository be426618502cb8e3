/**
 * GET /appointment-types and GET /appointment-types/{id} (CONTRACT §12; seed 001 §7). Public,
 * style B, non-archived only: an archived type, or another studio's, is 404 `Not Found`.
 * `populate[]` ∈ `questions`, `appointment_available_intervals`, `valid_class_pass_types`,
 * `valid_membership_types`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppointmentType,
  AppointmentTypeIdParams,
  AppointmentTypeList,
  AppointmentTypesQuery,
} from '@studio/contract/appointments';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { buildAppointmentTypes } from './build.ts';
import { findAppointmentTypes } from './queries.ts';

export const appointmentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment-types',
    {
      schema: {
        querystring: AppointmentTypesQuery,
        response: answers({ json: AppointmentTypeList }),
      },
    },
    async (request) => {
      const clientId = request.client.row.id;
      const rows = await findAppointmentTypes(app.db, clientId);
      const populate = readPopulate(request.query.populate);
      return buildAppointmentTypes(app.db, clientId, rows, populate, copenhagenToday());
    },
  );

  app.get(
    '/appointment-types/:id',
    {
      schema: {
        params: AppointmentTypeIdParams,
        querystring: AppointmentTypesQuery,
        response: answers({ json: AppointmentType, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const clientId = request.client.row.id;
      const rows = await findAppointmentTypes(app.db, clientId, [request.params.id]);
      const populate = readPopulate(request.query.populate);
      const [type] = await buildAppointmentTypes(
        app.db,
        clientId,
        rows,
        populate,
        copenhagenToday(),
      );
      return type ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );
};
