/**
 * Reading queued mail in tests: a customer's outbox rows, oldest first, and a calendar attachment
 * parsed back into its properties (RFC 5545 lines unfolded, `NAME;PARAMS:value`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/connect.ts';
import { outbox } from '../../src/platform/db/schema.ts';
import type { MailAttachment } from '../../src/platform/mail/outbox.ts';

/** The mails queued to `to`, oldest first, with their attachments typed. */
export async function mailsTo(db: Db, to: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
  return rows.map((row) => ({ ...row, files: (row.attachments as MailAttachment[] | null) ?? [] }));
}

/** One parsed iCalendar file: the calendar's and the (one) event's properties by name. */
export interface ParsedIcs {
  calendar: Record<string, string>;
  event: Record<string, string>;
  /** Every property line's name with its parameters (`ORGANIZER;CN="Studio"`), for checks. */
  names: string[];
}

/** Parses an ICS text with one VEVENT; throws when it has none or lines are not CRLF. */
export function parseIcs(text: string): ParsedIcs {
  if (!text.includes('\r\n')) throw new Error('ICS lines must end in CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const names: string[] = [];
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const name = head.split(';')[0]!;
    names.push(head);
    (inEvent ? event : calendar)[name] = line.slice(colon + 1);
  }
  if (!event.UID) throw new Error('ICS without an event');
  return { calendar, event, names };
}

const unescape = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Checks that a queued mail's HTML part says what its text says (issue 26): an HTML document in
 * `locale`, every line of the text in it, and every URL of the text a link (`href`) in it.
 * @returns the mail's text URLs, for the caller's checks of where they lead.
 */
export function expectHtmlLikeText(
  mail: { text: string; html: string | null },
  locale: 'da' | 'en' | 'nb',
): string[] {
  if (!mail.html) throw new Error('the mail has no HTML part');
  if (!mail.html.includes(`<html lang="${locale}"`))
    throw new Error(`the mail's HTML is not in ${locale}`);
  const shown = unescape(mail.html);
  for (const line of mail.text.split('\n').map((l) => l.trim())) {
    if (line && !shown.includes(line)) throw new Error(`the HTML lacks the line: ${line}`);
  }
  const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
  for (const url of urls) {
    if (!shown.includes(`href="${url}"`)) throw new Error(`the HTML has no link to ${url}`);
  }
  return urls;
}
