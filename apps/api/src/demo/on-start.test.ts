/**
 * Whether a start seeds the demo (issue 22 item 19): every fresh deployment, PostgreSQL included,
 * got the demo studios with published logins and the free test provider. `npm start`'s demo keeps
 * them; a production start seeds nothing and says what to do.
 */
import { afterEach, expect, test } from 'vitest';
import { clients } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { prepareStartData, productionNotes } from './on-start.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function freshDatabase() {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

test('a production start on a fresh database seeds no studio and says how to import one', async () => {
  const t = await freshDatabase();
  const data = await prepareStartData(t.db, 'production');
  expect(data).toEqual({ seeded: false, studios: [], onTestProvider: [] });
  expect(await t.db.select().from(clients)).toEqual([]);
  const login = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: 'anna@studionord.dk', password: 'Klippekort10' },
  });
  expect(login.statusCode).toBe(400); // no studio answers at all
  expect(productionNotes(data).join('\n')).toContain('npm run studio -- import studio.json');
});

test('the demo start seeds the demo studios on a fresh database, once', async () => {
  const t = await freshDatabase();
  const data = await prepareStartData(t.db, 'demo');
  expect(data).toEqual({
    seeded: true,
    studios: ['Studio Nord', 'Fjord Pilates'],
    onTestProvider: ['Studio Nord', 'Fjord Pilates'],
  });
  expect((await prepareStartData(t.db, 'demo')).seeded).toBe(false);
}, 60_000);

test('production names each studio that pays with the test provider', async () => {
  const t = await freshDatabase();
  await t.make.studio({ payment_service_provider: 'stripe' });
  await t.make.studio({ payment_service_provider: 'test' });
  const data = await prepareStartData(t.db, 'production');
  expect(data.seeded).toBe(false);
  expect(data.onTestProvider).toEqual(['Test Studio']);
  const notes = productionNotes(data);
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatch(/^Test Studio pays with the test provider/);
});
