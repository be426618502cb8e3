/**
 * One class as an iCalendar file (CONTRACT §4 GET /classes/{id}/ics) with the `ics` package:
 * one VEVENT, start and end in UTC from the Copenhagen wall time, the livestream link in the
 * description for the livestream variant (seed 000 §2 "add to calendar").
 */
import { createEvent } from 'ics';
import { copenhagenInstant } from '../lib/time.ts';

export interface IcsClass {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  subtitle: string;
  classTypeName: string;
  location: string;
  studioName: string;
}

/** @returns the file text, or throws when the `ics` package rejects the event. */
export function classIcs(c: IcsClass, livestreamLink: string | null): string {
  const start = copenhagenInstant(c.date, c.start_time);
  const end = copenhagenInstant(c.date, c.end_time);
  const description = [c.subtitle, livestreamLink ? `Livestream: ${livestreamLink}` : '']
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `class-${c.id}${livestreamLink ? '-livestream' : ''}@studio-booking`,
    title: `${c.classTypeName}${livestreamLink ? ' (livestream)' : ''}`,
    start,
    end,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    description: description || undefined,
    location: livestreamLink ? undefined : c.location || undefined,
    url: livestreamLink ?? undefined,
    organizer: { name: c.studioName },
    productId: 'studio-booking/ics',
  });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

/** `<class type name> <YYYY-MM-DD HH:mm>.ics` (CONTRACT §4). */
export const icsFilename = (c: IcsClass) =>
  `${c.classTypeName} ${c.date} ${c.start_time.slice(0, 5)}.ics`;
