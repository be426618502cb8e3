/**
 * Mail is marked sent only once the SMTP server has accepted it (issue 22 item 21): a sender that
 * dies between claiming a mail and the server's answer leaves it to be sent again (twice at worst,
 * never zero times), and a refusal leaves it waiting for the next round.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { CLAIM_MS, deliverPending } from './deliver.ts';
import { writeOutbox } from './outbox.ts';

let t: TestApp;
const servers: Array<{ close: () => Promise<void> }> = [];
beforeEach(async () => {
  t = await createTestApp(); // each test's outbox holds its own mail only
});
afterEach(async () => {
  delete process.env.SMTP_URL;
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await t.close();
});

async function smtp(...args: Parameters<typeof startSmtpStandIn>) {
  const server = await startSmtpStandIn(...args);
  servers.push(server);
  process.env.SMTP_URL = server.url;
  return server;
}

/** One mail in the outbox, written while no SMTP is set (so nothing is nudged yet). */
async function queuedMail(subject: string) {
  const studio = await t.make.studio();
  const id = await writeOutbox(t.db, studio.id, { to: 'mia@example.dk', subject, text: 'Hej Mia' });
  const sentAt = async () =>
    (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.sent_at;
  return { sentAt };
}

test('a mail the server has not accepted yet is not marked sent, and is sent again after a crash', async () => {
  const mail = await queuedMail('Kvittering');
  const stalled = await smtp(() => 'hang');
  const dying = deliverPending(t.db).catch(() => 0); // the sender that "crashes" mid-send
  await stalled.waitForOffers(1);
  expect(await mail.sentAt()).toBeLessThanOrEqual(0);
  // While the sender may still be alive, no other sender takes the mail.
  expect(await deliverPending(t.db)).toBe(0);
  expect(stalled.offered).toHaveLength(1);

  // Another process, once the claim is old enough to be a dead sender's, sends it.
  const working = await smtp();
  expect(await deliverPending(t.db, Date.now() + CLAIM_MS + 1000)).toBe(1);
  expect(working.received.map((m) => m.data)).toEqual([expect.stringContaining('Kvittering')]);
  expect(await mail.sentAt()).toBeGreaterThan(0);

  await stalled.close();
  expect(await dying).toBe(0);
  expect(await mail.sentAt()).toBeGreaterThan(0); // the dead sender's failure undoes nothing
});

test('a transport failure leaves the mail unsent, and the next round sends it', async () => {
  const mail = await queuedMail('Nulstil din adgangskode');
  const server = await smtp((index) => (index === 0 ? 'refuse' : 'accept'));
  expect(await deliverPending(t.db)).toBe(0);
  expect(server.offered).toHaveLength(1);
  expect(await mail.sentAt()).toBe(0);

  expect(await deliverPending(t.db)).toBe(1);
  expect(server.received.map((m) => m.data)).toEqual([
    expect.stringContaining('Nulstil din adgangskode'),
  ]);
  expect(await mail.sentAt()).toBeGreaterThan(0);
});

test('a mail’s calendar attachment reaches the SMTP server as a text/calendar part', async () => {
  const studio = await t.make.studio();
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
  await writeOutbox(t.db, studio.id, {
    to: 'mia@example.dk',
    subject: 'Aftale',
    text: 'Hej Mia',
    attachments: [
      { filename: 'Aftale.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
  const server = await smtp();
  expect(await deliverPending(t.db)).toBe(1);
  const data = server.received[0]!.data;
  expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8/i);
  expect(data).toMatch(/filename=Aftale\.ics/);
});
