/**
 * Queuing a studio's mail (issue 26): the text as written plus an HTML part in the studio's look,
 * and both parts (with any calendar file) reach the SMTP server as one multipart message.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliverPending } from '../../platform/mail/deliver.ts';
import { outbox } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { sendMail } from './send.ts';

let t: TestApp;
beforeEach(async () => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
  t = await createTestApp();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  delete process.env.SMTP_URL;
  await t.close();
});

test('the outbox row holds the text as written and the HTML in the studio’s colour and language', async () => {
  const studio = await t.make.studio({ locale: 'nb', theme_primary_color: '#7c3aed' });
  const text = 'Hei Mia\n\nSe profilen din:\nhttps://booking.example.dk/my-profile';
  const id = await sendMail(t.db, studio.id, { to: 'mia@example.dk', subject: 'Hei', text });
  const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  expect(row!.text).toBe(text);
  expect(row!.html).toContain('<html lang="nb"');
  expect(row!.html).toContain('#7c3aed');
  expect(row!.html).toContain('Åpne lenken');
  expect(row!.html).toContain('href="https://booking.example.dk/my-profile"');
  // The footer: the studio's name, linking to its origin.
  expect(row!.html).toMatch(/<a href="https:\/\/booking\.example\.dk"[^>]*>Test Studio<\/a>/);
});

test('SMTP gets text, HTML and the calendar file as parts of one message', async () => {
  const studio = await t.make.studio({ locale: 'da' });
  await sendMail(t.db, studio.id, {
    to: 'mia@example.dk',
    subject: 'Du er tilmeldt',
    text: 'Hej Mia',
    attachments: [
      {
        filename: 'Hatha.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
      },
    ],
  });
  const server = await startSmtpStandIn();
  process.env.SMTP_URL = server.url;
  try {
    expect(await deliverPending(t.db)).toBe(1);
    const data = server.received[0]!.data;
    expect(data).toMatch(/Content-Type: multipart\/mixed/i);
    expect(data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(data).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(data).toMatch(/filename=Hatha\.ics/);
  } finally {
    await server.close();
  }
});
