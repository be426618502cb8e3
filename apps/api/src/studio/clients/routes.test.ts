import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BranchList } from '@studio/contract/users';
import { Client, ClientResponse } from '@studio/contract/client';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { clients } from '../../platform/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /clients/current', () => {
  test('answers the studio named by the client id header, with every setting and its branches', async () => {
    const studio = await t.make.studio({ theme_primary_color: '#ff0000' });
    const reply = await t.app.inject({
      url: '/clients/current?populate[]=logo&populate[]=settings&populate[]=branches',
      headers: studio.headers,
    });
    expect(reply.statusCode).toBe(200);
    const body = ClientResponse.parse(reply.json());
    expect(body).toMatchObject({ id: studio.id, name: 'Test Studio', logo: null });
    expect(body.settings.theme_primary_color).toBe('#ff0000');
    expect(body.settings.signup_phone_field_required).toBe(true);
    expect(body.settings.customer_branch_field_label).toBe('Branch');
    // Issue 26: a visitor at "/" gets Login unless the studio chose the schedule.
    expect(body.settings.frontend_visitor_start_page).toBe('login');
    expect(body.branches).toEqual([
      expect.objectContaining({ id: studio.branchId, name: 'Main', client: studio.id }),
    ]);
    expect(body).not.toHaveProperty('domains');
  });

  test('takes the client from the clientId parameter too, and refuses unknown ids with 400', async () => {
    const studio = await t.make.studio();
    const byParam = await t.app.inject({ url: `/clients/current?client=${studio.id}` });
    expect(Client.parse(byParam.json()).id).toBe(studio.id);
    const unknown = await t.app.inject({
      url: '/clients/current',
      headers: { 'x-yogo-client-id': '999999' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toBe('E_INVALID_CLIENT_ID');
  });

  test('without a client id the host name picks the studio, else the first studio answers', async () => {
    const first = await t.make.studio();
    const hosted = await t.make.studio({ locale: 'da' });
    await t.db
      .update(clients)
      .set({ domains: ['booking.hosted.test'] })
      .where(eq(clients.id, hosted.id));
    const byHost = await t.app.inject({
      url: '/clients/current?populate[]=settings',
      headers: { host: 'booking.hosted.test:3000' },
    });
    expect(Client.parse(byHost.json())).toMatchObject({
      id: hosted.id,
      settings: { locale: 'da' },
    });
    const unknownHost = await t.app.inject({
      url: '/clients/current',
      headers: { host: 'elsewhere.test' },
    });
    expect(Client.parse(unknownHost.json()).id).toBeLessThanOrEqual(first.id);
  });

  test('gift_card_show_in_price_groups is a JSON string of price-group ids (CONTRACT §2)', async () => {
    const settingsOf = async (studio: { headers: Record<string, string> }) =>
      (
        await t.app.inject({ url: '/clients/current?populate[]=settings', headers: studio.headers })
      ).json().settings.gift_card_show_in_price_groups;
    expect(await settingsOf(await t.make.studio())).toBe('[]');
    // A studio stored with the list itself, before the setting followed the contract.
    expect(await settingsOf(await t.make.studio({ gift_card_show_in_price_groups: [2, 5] }))).toBe(
      '[2,5]',
    );
    expect(await settingsOf(await t.make.studio({ gift_card_show_in_price_groups: '[3]' }))).toBe(
      '[3]',
    );
  });

  test('settings are only sent when asked for', async () => {
    const studio = await t.make.studio();
    const reply = await t.app.inject({ url: '/clients/current', headers: studio.headers });
    expect(Client.parse(reply.json())).not.toHaveProperty('settings');
  });
});

describe('GET /branches', () => {
  test('answers the studio’s branches, with or without the trailing slash', async () => {
    const studio = await t.make.studio();
    for (const url of ['/branches', '/branches/']) {
      const reply = await t.app.inject({ url, headers: studio.headers });
      expect(BranchList.parse(reply.json()), url).toEqual([
        expect.objectContaining({ id: studio.branchId, name: 'Main', client: studio.id }),
      ]);
    }
  });
});

describe('unknown routes', () => {
  test('answer 404 Not Found as text', async () => {
    const reply = await t.app.inject({ url: '/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toBe('Not Found');
  });
});

describe('health checks and CORS (CONTRACT §14, §1.1)', () => {
  test('GET / and GET /ping answer OK without a client', async () => {
    for (const url of ['/', '/ping']) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe('OK');
    }
  });

  test('a preflight allows PUT and DELETE and the contract request headers from any origin', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const reply = await t.app.inject({
        method: 'OPTIONS',
        url: '/class-signups/1',
        headers: {
          origin: 'https://studio.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,x-yogo-client-id',
        },
      });
      expect(reply.statusCode).toBe(204);
      expect(reply.headers['access-control-allow-origin']).toBe('https://studio.example');
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(reply.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      const allowed = String(reply.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/,\s*/);
      expect(allowed).toEqual(
        expect.arrayContaining([
          'content-type',
          'authorization',
          'x-yogo-client-id',
          'x-yogo-connector-parent-domain',
          'x-yogo-request-context',
          'x-yogo-client-accepts-extended-error-format',
        ]),
      );
    }
  });
});
