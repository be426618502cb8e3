/**
 * GET /event-time-slots for one week (CONTRACT §4): the event and its room, teachers and group,
 * with the per-user flags, only events shown in the calendar, by teacher and branch when the
 * filters say so; parsed with the contract and flattened into schedule cards. Loaded lazily.
 */
import { EventTimeSlotList, type EventTimeSlotStyleB } from '@studio/contract/events';
import { api } from '../../../shared/api/client.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleEvent } from './week-events.ts';

const populate = [
  'event',
  'event.room',
  'event.teachers',
  'event.event_group',
  'event.signup_count',
  'user_is_signed_up_for_event',
  'user_can_sign_up_for_event',
  'user_can_sign_off_from_event',
  'event_has_started',
  'event_is_fully_booked',
];

/** A slot as a card: the group's colour (else the event's), teachers and room as text. */
export function toScheduleEvent(slot: EventTimeSlotStyleB): ScheduleEvent {
  const event = slot.event;
  const teachers = (event?.teachers ?? [])
    .flatMap((teacher) =>
      typeof teacher === 'object' ? [`${teacher.first_name} ${teacher.last_name}`.trim()] : [],
    )
    .join(', ');
  return {
    slotId: slot.id,
    eventId: slot.event_id,
    date: slot.date,
    start_time: slot.start_time,
    end_time: slot.end_time,
    name: event?.name ?? '',
    color: event?.event_group?.color || event?.color || '',
    teachers,
    place: event?.room?.name ?? '',
    signedUp: !!slot.user_is_signed_up_for_event,
    full: !!slot.event_is_fully_booked,
    started: !!slot.event_has_started,
  };
}

export async function fetchWeekEvents(
  week: IsoWeek,
  filters: { teacher?: number; branch?: number },
  signal?: AbortSignal,
): Promise<ScheduleEvent[]> {
  const slots = await api.get('/event-time-slots', EventTimeSlotList, {
    query: {
      startDate: week.monday,
      endDate: week.sunday,
      teacher: filters.teacher,
      branch: filters.branch,
      onlyEventsVisibleInCalendar: 1,
      populate,
    },
    signal,
  });
  return slots.filter((slot) => !slot.archived && !slot.event?.archived).map(toScheduleEvent);
}
