/**
 * The customer's appointments (CONTRACT §12; seed 000 §2, seed 001 §7, §8): POST /appointments,
 * GET /appointments (+ /{id}), GET /appointments/access-items-valid-for-appointment and, of our
 * design, DELETE /appointments/{id} (docs/decisions/2026-11-27-appointment-booking.md). All for
 * the logged-in customer, own records only (403 otherwise). Business refusals are HTTP 200, legacy
 * strings or the extended object; `appointmentOverlaps` carries `overlappingObjects`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  AccessItemsForAppointment,
  AccessItemsForAppointmentQuery,
  Appointment,
  AppointmentBookBody,
  AppointmentIdParams,
  AppointmentList,
  AppointmentQuery,
  AppointmentsQuery,
} from '@studio/contract/appointments';
import { answers } from '../../platform/http/answers.ts';
import { errorTexts } from '../../platform/i18n/error-texts.ts';
import { fill } from '../../platform/i18n/locale.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { accessItemsFor, serializeAccessItems } from './access.ts';
import type { BusyObject } from './queries.ts';
import { bookedAppointments, findAppointment } from './queries.ts';
import { buildAppointments } from './serialize.ts';
import { bookAppointment, cancelAppointment } from './service.ts';

/** The overlap refusal, with what is in the way when the client reads the extended form. */
function overlapRefusal(
  reply: FastifyReply,
  overlapping: { customer: BusyObject[]; teacher: BusyObject[] },
) {
  if (!reply.request.headers['x-yogo-client-accepts-extended-error-format'])
    return reply.refusal('E_APPOINTMENT_OVERLAPS');
  const texts = errorTexts.appointmentOverlaps;
  const locale = reply.request.locale;
  return reply.extendedRefusal({
    type: 'appointmentOverlaps',
    localized_title: fill(texts.title[locale], {}),
    localized_message: fill(texts.message[locale], {}),
    overlappingObjects: overlapping,
  });
}

const answerMissing = {
  da: 'Besvar venligst spørgsmålet ({id}).',
  en: 'Please answer the question ({id}).',
  nb: 'Vennligst svar på spørsmålet ({id}).',
} as const;

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  app.post(
    '/appointments',
    {
      ...guard,
      schema: {
        body: AppointmentBookBody,
        response: answers({ json: Appointment, refusals: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.customer_id !== request.user!.id) return reply.forbidden();
      const { client } = request;
      const outcome = await bookAppointment(app.db, client, {
        clientId: client.row.id,
        customerId: body.customer_id,
        appointmentTypeId: body.appointment_type_id,
        teacherId: body.teacher_id,
        branchId: body.branch_id,
        date: body.date,
        startTime: body.start_time,
        now: Date.now(),
        paymentOption: body.paymentOption,
        answers: body.answers,
      });
      if (outcome.ok) return (await buildAppointments(app.db, client, [outcome.value], []))[0];
      switch (outcome.code) {
        case 'boughtThroughCart':
          return reply.badRequest(`paymentOption ${body.paymentOption} is bought through the cart`);
        case 'answerMissing':
          return reply.badRequest(
            fill(answerMissing[request.locale], { id: String(outcome.questionId) }),
          );
        case 'E_APPOINTMENT_OVERLAPS':
          return overlapRefusal(reply, outcome.overlapping);
        default:
          return reply.refusal(outcome.code);
      }
    },
  );

  app.get(
    '/appointments',
    {
      ...guard,
      schema: {
        querystring: AppointmentsQuery,
        response: answers({ json: AppointmentList, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const me = request.user!.id;
      if (query.customer !== undefined && query.customer !== me) return reply.forbidden();
      if (query.startDate && query.endDate && query.endDate < query.startDate)
        return reply.badRequest('endDate must be the same as or after startDate');
      const rows = await bookedAppointments(app.db, request.client.row.id, me, {
        from: query.startDate,
        to: query.endDate,
      });
      return buildAppointments(app.db, request.client, rows, readPopulate(query.populate));
    },
  );

  app.get(
    '/appointments/access-items-valid-for-appointment',
    {
      ...guard,
      schema: {
        querystring: AccessItemsForAppointmentQuery,
        response: answers({ json: AccessItemsForAppointment, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.user !== request.user!.id) return reply.forbidden();
      const items = await app.db.transaction((tx) =>
        accessItemsFor(
          tx,
          request.client.row.id,
          query.user,
          query.appointment_type,
          query.date,
          Date.now(),
        ),
      );
      return serializeAccessItems(items);
    },
  );

  app.get(
    '/appointments/:id',
    {
      ...guard,
      schema: {
        params: AppointmentIdParams,
        querystring: AppointmentQuery,
        response: answers({ json: Appointment, forbidden: true, notFound: true }),
      },
    },
    async (request, reply) => {
      const row = await findAppointment(app.db, request.client.row.id, request.params.id);
      if (!row || row.archived || row.cancelled_at || row.hold_until > 0)
        return reply.code(404).type('text/plain').send('Not Found');
      if (row.customer_id !== request.user!.id) return reply.forbidden();
      const populate = readPopulate(request.query.populate);
      return (await buildAppointments(app.db, request.client, [row], populate))[0];
    },
  );

  app.delete(
    '/appointments/:id',
    {
      ...guard,
      schema: {
        params: AppointmentIdParams,
        response: answers({ ok: true, refusals: true, forbidden: true, notFound: true }),
      },
    },
    async (request, reply) => {
      const outcome = await cancelAppointment(
        app.db,
        request.client,
        request.user!.id,
        request.params.id,
        Date.now(),
      );
      if (outcome === 'notFound') return reply.code(404).type('text/plain').send('Not Found');
      if (outcome === 'forbidden') return reply.forbidden();
      if (!outcome.ok) return reply.refusal(outcome.code);
      return reply.type('text/plain').send('OK');
    },
  );
};
