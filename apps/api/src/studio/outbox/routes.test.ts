/**
 * Mail (issue 13): without SMTP_URL the demo page GET /outbox lists the studio's mails, escaped,
 * links clickable, in its language, when the local demo turns it on (`OUTBOX_PAGE=1`, issue 22
 * item 15); with SMTP_URL mail goes to the SMTP server and there is no page.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { outbox } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

const apps: TestApp[] = [];
const pages: FastifyInstance[] = [];
afterAll(async () => {
  delete process.env.SMTP_URL;
  await Promise.all(pages.map((page) => page.close()));
  await Promise.all(apps.map((app) => app.close()));
});

/** The same database served with the outbox page on, as `npm start`'s demo does. */
async function withOutboxPage(t: TestApp) {
  const app = await buildApp({
    db: t.db,
    tokenKeys: { secret: randomBytes(32) },
    outboxPage: true,
  });
  pages.push(app);
  return app;
}

async function resetRequest(t: TestApp, locale: string) {
  const studio = await t.make.studio({
    locale,
    frontend_allowed_embed_origins: ['https://studio.example'],
  });
  const customer = await t.make.customer(studio, { first_name: '<b>Ole</b>' });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/password-reset-send-token',
    headers: studio.headers,
    payload: {
      email: customer.email,
      setNewPasswordLink: 'https://studio.example/reset-password/{email}/{token}',
    },
  });
  expect(reply.body).toBe('OK');
  return { studio, customer };
}

describe('without SMTP_URL', () => {
  test('the page is off unless the demo turns it on: 404 even from this machine', async () => {
    delete process.env.SMTP_URL;
    const t = await createTestApp();
    apps.push(t);
    const { studio } = await resetRequest(t, 'da');
    const page = await t.app.inject({ url: '/outbox', headers: studio.headers });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('reset-password');
  });

  test('turned on, GET /outbox lists the mail, newest first, escaped, with its link clickable', async () => {
    delete process.env.SMTP_URL;
    const t = await createTestApp();
    apps.push(t);
    const { studio, customer } = await resetRequest(t, 'da');
    const demo = await withOutboxPage(t);
    const page = await demo.inject({ url: '/outbox', headers: studio.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="da">');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Udbakke');
    expect(page.body).toContain('Nulstil din adgangskode hos Test Studio');
    expect(page.body).toContain(customer.email);
    expect(page.body).toContain('Hej &lt;b&gt;Ole&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Ole</b>');
    expect(page.body).toMatch(
      /<a href="https:\/\/studio\.example\/reset-password\/[^"]+\/[0-9a-f]{64}"/,
    );
    // The HTML part as it will look: framed, sandboxed (no script), its markup escaped once more.
    expect(page.body).toMatch(
      /<iframe sandbox title="Som HTML: Nulstil din adgangskode hos Test Studio" srcdoc="&lt;!doctype html&gt;/i,
    );
    expect(page.body).toContain('Hej &amp;lt;b&amp;gt;Ole&amp;lt;/b&amp;gt;');
    expect(page.body).toContain('&lt;html lang=&quot;da&quot;');
    expect(page.body).not.toMatch(/<iframe[^>]*allow-scripts/);
    for (const proxy of [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }]) {
      const proxied = await demo.inject({
        url: '/outbox',
        headers: { ...studio.headers, host: 'booking.example.dk', ...proxy },
      });
      expect(proxied.statusCode).toBe(404);
    }
    const remote = await demo.inject({
      url: '/outbox',
      headers: studio.headers,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe('with SMTP_URL', () => {
  test('the mail reaches the SMTP server, the outbox row is stamped, and there is no page', async () => {
    const smtp = await startSmtpStandIn();
    process.env.SMTP_URL = smtp.url;
    try {
      const t = await createTestApp();
      apps.push(t);
      const { studio, customer } = await resetRequest(t, 'en');
      await smtp.waitFor(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual([`<${customer.email}>`]);
      expect(mail!.data).toContain('Subject: Reset your password at Test Studio');
      expect(mail!.data).toMatch(/From: Test Studio <no-reply@localhost>/);
      const demo = await withOutboxPage(t); // SMTP wins over the demo's page
      const page = await demo.inject({ url: '/outbox', headers: studio.headers });
      expect(page.statusCode).toBe(404);
      // Stamped once nodemailer has the server's 250, a moment after the server has the mail.
      const sentAt = async () =>
        (await t.db.select().from(outbox).where(eq(outbox.to, customer.email)))[0]!.sent_at;
      await expect.poll(sentAt).toBeGreaterThan(0);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });
});
