/**
 * The studio's appointment types and the ones teachers offer now (CONTRACT §12; seed 001 §7
 * "Appointments"): GET /appointment-types with the questions and the class pass and membership
 * types valid for them, and GET /appointment-available-intervals/upcoming-appointment-types (types
 * with free time within the lookahead, with their teachers, branches and teacher-at-branch
 * offers). Both public. A provider without appointments (404) has none: the card stays hidden.
 */
import { queryOptions } from '@tanstack/react-query';
import { AppointmentTypeList, UpcomingAppointmentTypeList } from '@studio/contract/appointments';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';

const populate = ['questions', 'valid_class_pass_types', 'valid_membership_types'];

/** Every type of the studio (not archived); `[]` from a provider without appointments. */
export const appointmentTypesQuery = queryOptions({
  queryKey: ['appointment-types'],
  queryFn: ({ signal }) =>
    unlessMissing(
      api.get('/appointment-types', AppointmentTypeList, { query: { populate }, signal }),
      [],
    ),
  staleTime: 5 * 60_000,
});

/** The types with free time ahead, each with who offers it where. */
export const upcomingTypesQuery = queryOptions({
  queryKey: ['appointment-types', 'upcoming'],
  queryFn: ({ signal }) =>
    unlessMissing(
      api.get(
        '/appointment-available-intervals/upcoming-appointment-types',
        UpcomingAppointmentTypeList,
        { signal },
      ),
      [],
    ),
  staleTime: 60_000,
});
