/**
 * POST /cron/log (CONTRACT §14): a customer's client leaves one diagnostic line in the server's
 * log (the old card-change page logged its steps this way). Messages are i18n keys, as in the
 * other contract schemas.
 */
import * as z from 'zod/mini';

/** At most this many characters of an entry are accepted: a log line, not a file upload. */
export const CLIENT_LOG_ENTRY_MAX = 4000;

/** Body of POST /cron/log: `{"entry": "<text>"}`, the text required and not empty. */
export const ClientLogBody = z.object({
  entry: z.string().check(z.minLength(1, 'validation:required'), z.maxLength(CLIENT_LOG_ENTRY_MAX)),
});
export type ClientLogBody = z.infer<typeof ClientLogBody>;
