/**
 * The waiting room's clock texts (issue 25): the time the room opens, `HH:mm` in Copenhagen
 * (seed 000 §1: times are shown in Europe/Copenhagen, whatever the browser's zone), and the time
 * left until then as `mm:ss`, or `h:mm:ss` from an hour up.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { STUDIO_TZ } from '../../../shared/lib/copenhagen.ts';

/** `HH:mm` of the instant `ms` (ms since epoch) on a Copenhagen clock: "18:45". */
export const copenhagenClock = (ms: number): string => format(new TZDate(ms, STUDIO_TZ), 'HH:mm');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `ms` left as "04:59" or "1:04:59": whole seconds, rounded up (a countdown shows "00:01" until
 * the last second is over), never below "00:00".
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}
