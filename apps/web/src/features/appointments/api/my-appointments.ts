/**
 * The customer's own upcoming appointments for My profile (seed 000 §2 "My appointments"; CONTRACT
 * §12 GET /appointments): `customer=<ownId>`, today through a year ahead (Copenhagen), with the
 * type, teacher and branch. DELETE /appointments/{id} cancels one (extended refusals
 * `appointmentCancellationDeadlineExceeded`, `appointmentCannotBeCancelled`).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentList } from '@studio/contract/appointments';
import { api } from '../../../shared/api/client.ts';
import { addDaysIso } from '../../../shared/lib/copenhagen.ts';

const populate = ['appointment_type', 'teacher', 'branch'];

/** Live appointments of `userId` from `today` (`YYYY-MM-DD`), by date and start time. */
export const myAppointmentsQuery = (userId: number, today: string) =>
  queryOptions({
    queryKey: ['appointments', 'mine', { userId, today }],
    queryFn: async ({ signal }) => {
      const list = await api.get('/appointments', AppointmentList, {
        query: { customer: userId, startDate: today, endDate: addDaysIso(today, 365), populate },
        signal,
      });
      return list
        .filter((appointment) => !appointment.cancelled_at)
        .sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`));
    },
  });

/** `mutate(id)`: DELETE /appointments/{id} → `OK`; My appointments and free times reload. */
export function useCancelAppointment(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/appointments/${id}`, null),
    onSuccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['appointment-timeslots'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
