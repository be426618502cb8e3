/**
 * The state of the popup's first view (seed 000 §2 "Book-appointment popup" steps 1–5): service,
 * branch, teacher, the month the calendar shows, the day and the time. Choosing one resets what
 * follows it. The month's free slots are fetched as the customer pages (GET
 * /appointment-available-timeslots for the visible month, from today). `initial` (a slot chosen
 * before logging in) fills every choice.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocalAppointmentSlot } from '../../../entities/commerce/lib/local-cart-item.ts';
import { appointmentTypesQuery, upcomingTypesQuery } from '../api/appointment-types.ts';
import { timeslotsQuery, type ChosenSlot } from '../api/timeslots.ts';
import { bookableTypes, branchesOf, teachersOf } from '../lib/offers.ts';
import {
  copenhagenWallNow,
  daysWithTimes,
  monthRange,
  slotAt,
  timesOfDay,
} from '../lib/timeslots.ts';

export function useSlotPicker(initial?: LocalAppointmentSlot) {
  const now = copenhagenWallNow();
  const types = useQuery(appointmentTypesQuery);
  const upcoming = useQuery(upcomingTypesQuery);
  const bookable = bookableTypes(types.data ?? [], upcoming.data ?? []);

  const [typeId, setTypeId] = useState(initial?.appointment_type_id);
  const [branchId, setBranchId] = useState(initial?.branch_id);
  const [teacherId, setTeacherId] = useState(initial?.teacher_id);
  /** The calendar's focused day (`YYYY-MM-DD`): its month is the one shown. */
  const [focused, setFocused] = useState(initial?.date ?? now.date);
  const [date, setDate] = useState(initial?.date);
  const [time, setTime] = useState(initial?.start_time);

  const chosen =
    bookable.find((entry) => entry.type.id === typeId) ??
    (bookable.length === 1 ? bookable[0] : undefined);
  const branches = chosen ? branchesOf(chosen.upcoming) : [];
  // One branch: no branch step, and no branch in the query ("any").
  const branch =
    branches.length > 1 && branches.some((b) => b.id === branchId) ? branchId : undefined;
  const teachers = chosen ? teachersOf(chosen.upcoming, branch) : [];
  const teacher = teachers.some((candidate) => candidate.id === teacherId) ? teacherId : undefined;

  const range = monthRange(focused.slice(0, 7), now.date);
  const filter = chosen &&
    range && {
      appointment_type_id: chosen.type.id,
      teacher_id: teacher,
      branch_id: branch,
      ...range,
    };
  const month = useQuery({
    ...timeslotsQuery(filter || { appointment_type_id: 0, start_date: '', end_date: '' }),
    enabled: !!filter,
  });
  const slots = filter ? (month.data ?? []) : [];
  const clearDay = () => (setDate(undefined), setTime(undefined));

  return {
    now,
    loading: types.isPending || upcoming.isPending,
    bookable,
    chosen,
    branches,
    branch,
    teachers,
    teacher,
    focused,
    date,
    time,
    slotsLoading: !!filter && month.isPending,
    days: daysWithTimes(slots, now),
    times: date ? timesOfDay(slots, date, now) : [],
    chooseType: (id: number | undefined) => {
      setTypeId(id);
      setBranchId(undefined);
      setTeacherId(undefined);
      clearDay();
    },
    chooseBranch: (id: number | undefined) => (setBranchId(id), clearDay()),
    chooseTeacher: (id: number | undefined) => (setTeacherId(id), clearDay()),
    /** The calendar moved its focus; another month clears the day. */
    focus: (day: string) => {
      if (day.slice(0, 7) !== focused.slice(0, 7)) clearDay();
      setFocused(day);
    },
    chooseDate: (day: string) => (setDate(day), setTime(undefined)),
    chooseTime: setTime,
    /** The slot to book for the chosen day and time (with "any teacher", the first one then). */
    slot: (): ChosenSlot | undefined => {
      const found = chosen && date && time ? slotAt(slots, date, time) : undefined;
      if (!chosen || !found || !time) return undefined;
      const { teacher_id, branch_id } = found;
      return {
        date: found.date,
        appointment_type_id: chosen.type.id,
        teacher_id,
        branch_id,
        start_time: time,
      };
    },
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
