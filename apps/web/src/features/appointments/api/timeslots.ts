/**
 * Free times (CONTRACT §12; seed 001 §5, §7): GET /appointment-available-timeslots for the month
 * the calendar shows, and GET /appointment-available-timeslots/check right before Book or Pay.
 * Public. Dates are Copenhagen `YYYY-MM-DD`; the check takes `start_time` as `HH:mm:ss`.
 */
import { queryOptions } from '@tanstack/react-query';
import { AppointmentTimeslotCheck, AppointmentTimeslotList } from '@studio/contract/appointments';
import { api } from '../../../shared/api/client.ts';
import { toWireTime } from '../lib/timeslots.ts';

export interface TimeslotFilter {
  appointment_type_id: number;
  /** Omitted: any teacher. */
  teacher_id?: number;
  /** Omitted: any branch. */
  branch_id?: number;
  start_date: string;
  end_date: string;
}

/** Free slots in the range, sorted by date and start time. Keys begin with `appointment-timeslots`. */
export const timeslotsQuery = (filter: TimeslotFilter) =>
  queryOptions({
    queryKey: ['appointment-timeslots', filter],
    queryFn: ({ signal }) =>
      api.get('/appointment-available-timeslots', AppointmentTimeslotList, {
        query: { ...filter },
        signal,
      }),
    staleTime: 30_000, // slots go as others book; a short stale time keeps the days honest
  });

/** The slot a booking asks for: Copenhagen date, `HH:mm` start, the teacher and branch booked. */
export interface ChosenSlot {
  date: string;
  appointment_type_id: number;
  teacher_id: number;
  start_time: string;
  branch_id?: number | null;
}

/** Is the slot still free? (`{available}`; our server answers 0/1 or booleans alike). */
export async function isSlotFree(slot: ChosenSlot): Promise<boolean> {
  const answer = await api.get('/appointment-available-timeslots/check', AppointmentTimeslotCheck, {
    query: {
      date: slot.date,
      appointment_type_id: slot.appointment_type_id,
      teacher_id: slot.teacher_id,
      branch_id: slot.branch_id ?? undefined,
      start_time: toWireTime(slot.start_time),
    },
  });
  return answer.available;
}
