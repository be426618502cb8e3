/**
 * The booking popup's reads (CONTRACT §12; seed 000 §2 "Book-appointment popup", seed 001 §7),
 * all public: GET /appointment-available-intervals/upcoming-appointment-types, GET
 * /appointment-available-timeslots and GET /appointment-available-timeslots/check. A malformed or
 * missing parameter is the framework's 400 (`E_MISSING_OR_INVALID_PARAMS`); a date range that
 * starts before 2017, ends before it starts or spans a year or more is a 400 string (§1.8).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppointmentTimeslotCheck,
  AppointmentTimeslotCheckQuery,
  AppointmentTimeslotList,
  AppointmentTimeslotsQuery,
  UpcomingAppointmentTypeList,
  UpcomingAppointmentTypesQuery,
} from '@studio/contract/appointments';
import { answers } from '../../platform/http/answers.ts';
import { addDaysIso } from '../../platform/lib/time.ts';
import { findFreeTimeslots, timeslotIsFree, upcomingAppointmentTypes } from './service.ts';

/** @returns the 400 message for a date range CONTRACT §1.8 refuses, or undefined. */
function rangeProblem(from: string, to: string): string | undefined {
  if (from < '2017-01-01') return 'start_date must be in 2017 or later';
  if (to < from) return 'end_date must be the same as or after start_date';
  if (to >= addDaysIso(from, 365)) return 'Date range can not be longer than one year';
  return undefined;
}

export const appointmentTimeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment-available-intervals/upcoming-appointment-types',
    {
      schema: {
        querystring: UpcomingAppointmentTypesQuery,
        response: answers({ json: UpcomingAppointmentTypeList }),
      },
    },
    async (request) => upcomingAppointmentTypes(app.db, request.client.row.id, Date.now()),
  );

  app.get(
    '/appointment-available-timeslots',
    {
      schema: {
        querystring: AppointmentTimeslotsQuery,
        response: answers({ json: AppointmentTimeslotList }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const problem = rangeProblem(query.start_date, query.end_date);
      if (problem) return reply.badRequest(problem);
      return findFreeTimeslots(app.db, request.client.row.id, {
        appointmentTypeId: query.appointment_type_id,
        from: query.start_date,
        to: query.end_date,
        teacherId: query.teacher_id,
        branchId: query.branch_id,
        now: Date.now(),
      });
    },
  );

  app.get(
    '/appointment-available-timeslots/check',
    {
      schema: {
        querystring: AppointmentTimeslotCheckQuery,
        response: answers({ json: AppointmentTimeslotCheck }),
      },
    },
    async (request) => {
      const { query } = request;
      const available = await timeslotIsFree(app.db, request.client.row.id, {
        appointmentTypeId: query.appointment_type_id,
        date: query.date,
        startTime: query.start_time,
        teacherId: query.teacher_id,
        branchId: query.branch_id,
        now: Date.now(),
      });
      return { available };
    },
  );
};
