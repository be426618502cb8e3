/**
 * Issue 10 defect 15: bad input to the class and signup routes is a 400 in the contract's form,
 * never a 500: impossible calendar dates, unvalidated list dates, ids from 2^31 up in the path and
 * the query, odd populate values; and a class type named with an emoji or `Ł` gets a safe
 * calendar file name (ASCII fallback plus RFC 5987 `filename*`).
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classTypes } from '../../platform/db/schema.ts';

const { t, b } = useBookingApp();
const big = 2 ** 31;

async function setUp() {
  const studio = await b.studio();
  const cls = await b.class(studio);
  const c = await b.customer(studio.id);
  return { studio, cls, c };
}

describe('bad input answers 400', () => {
  test('GET /classes: impossible dates and ids from 2^31 up', async () => {
    const { studio } = await setUp();
    const urls = [
      '/classes?startDate=2026-02-30&endDate=2026-03-02',
      '/classes?startDate=2026-02-01&endDate=2026-13-01',
      `/classes?id=${big}`,
      ...['teacher', 'class_type', 'rooms', 'branch'].map(
        (key) => `/classes?startDate=2026-02-01&endDate=2026-02-07&${key}=${big}`,
      ),
      `/classes?id[]=1&id[]=${big}`,
      `/classes/${big}`,
      `/classes/${big}/ics`,
      '/classes?startDate=2026-02-01&endDate=2026-02-07&populate[a][b]=c',
      `/classes?startDate=2026-02-01&endDate=2026-02-07&userIsSignedUp=${big}`,
    ];
    for (const url of urls) {
      const reply = await t.app.inject({ url, headers: studio.headers });
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 400 });
      expect(typeof reply.json()).toBe('string');
    }
  });

  test('signup lists: dates must be real dates; path ids from 2^31 up', async () => {
    const { c } = await setUp();
    for (const list of [
      '/class-signups',
      '/class-waiting-list-signups',
      '/class-livestream-signups',
    ]) {
      for (const query of [
        'startDate=abc',
        'startDate=2026-02-30',
        'startDate=2026-02-01&endDate=xyz',
        'startDate=2026-02-01&endDate=2026-02-31',
      ]) {
        const reply = await t.app.inject({
          url: `${list}?user=${c.id}&${query}`,
          headers: c.headers,
        });
        expect({ list, query, status: reply.statusCode }).toEqual({ list, query, status: 400 });
      }
      const del = await t.app.inject({
        method: 'DELETE',
        url: `${list}/${big}`,
        headers: c.headers,
      });
      expect({ list, status: del.statusCode }).toEqual({ list, status: 400 });
    }
  });

  test('a class type named with an emoji or Ł gets a safe calendar file name', async () => {
    const { studio, cls } = await setUp();
    await t.db
      .update(classTypes)
      .set({ name: 'Łódź yoga 🧘 "flow"' })
      .where(eq(classTypes.id, studio.classTypeId));
    const reply = await t.app.inject({ url: `/classes/${cls.id}/ics`, headers: studio.headers });
    expect(reply.statusCode).toBe(200);
    const disposition = String(reply.headers['content-disposition']);
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(disposition).toContain(`filename="__d_ yoga _ _flow_ ${cls.date}`);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Łódź yoga 🧘 "flow" ${cls.date}`)}`,
    );
  });
});
