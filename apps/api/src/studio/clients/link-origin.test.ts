/**
 * Where mail links lead (issue 22 item 18): a receipt of Studio Nord, whose `domains` list
 * `localhost`, linked to `https://localhost/…`, and a studio without a domain got a relative link.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { mailLinkOrigin } from './link-origin.ts';

const studio = (...domains: string[]) => ({ row: { domains } });
const deployed = { PUBLIC_ORIGIN: 'https://booking.example.dk/', PORT: '8080' };

describe('mailLinkOrigin', () => {
  test('a studio on this machine only (Studio Nord) links to the public origin, never https://localhost', () => {
    expect(mailLinkOrigin(studio('localhost', '127.0.0.1'), deployed)).toBe(
      'https://booking.example.dk',
    );
  });

  test('a studio without a domain links to the public origin: an absolute link', () => {
    expect(mailLinkOrigin(studio(), deployed)).toBe('https://booking.example.dk');
  });

  test('a studio with a public domain of its own links there', () => {
    expect(mailLinkOrigin(studio('localhost', 'Yoga-Lotus.dk.'), deployed)).toBe(
      'https://yoga-lotus.dk',
    );
  });

  test('IP addresses and reserved names are not a studio’s public domain', () => {
    for (const domain of ['10.0.0.7', '[::1]', 'studio.test', 'nord.localhost', 'box.local'])
      expect(mailLinkOrigin(studio(domain), deployed)).toBe('https://booking.example.dk');
  });

  test('with nothing configured (the local demo) links go to http://localhost:<PORT>', () => {
    expect(mailLinkOrigin(studio('localhost'), { PORT: '8080' })).toBe('http://localhost:8080');
    expect(mailLinkOrigin(studio(), {})).toBe('http://localhost:3000');
  });
});

describe('reset links on our public origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.PUBLIC_ORIGIN;
    await t.close();
  });

  const ask = async (studioHeaders: Record<string, string>, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/password-reset-send-token',
      headers: { ...studioHeaders, host: 'booking.example.dk' },
      payload: { email, setNewPasswordLink: 'https://booking.example.dk/reset/{email}/{token}' },
    });

  test('a template on PUBLIC_ORIGIN is the studio’s own link; without the setting it is refused', async () => {
    const made = await t.make.studio();
    const customer = await t.make.customer(made);
    delete process.env.PUBLIC_ORIGIN;
    expect((await ask(made.headers, customer.email)).statusCode).toBe(400);
    process.env.PUBLIC_ORIGIN = 'https://booking.example.dk';
    const reply = await ask(made.headers, customer.email);
    expect(reply.body).toBe('OK');
  });
});
