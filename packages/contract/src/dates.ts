/** Wire formats for dates and times (CONTRACT §1.8): Copenhagen calendar dates and wall times. */
import * as z from 'zod/mini';

/** `YYYY-MM-DD`, a Copenhagen calendar date. */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:invalid_date'));
/** `HH:mm` in answers; `HH:mm:ss` also accepted on input. */
export const TimeOfDay = z.string().check(z.regex(/^\d{2}:\d{2}(:\d{2})?$/));
/** A positive integer id (CONTRACT §1.1); see `wire.ts`. */
export { Id } from './wire.ts';
