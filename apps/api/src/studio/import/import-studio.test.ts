import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ClassesResponse } from '@studio/contract/classes';
import { ClientResponse } from '@studio/contract/client';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  branches,
  classes,
  classTeachers,
  classTypes,
  clients,
  clientSettings,
  images,
  products,
  rooms,
  users,
} from '../../platform/db/schema.ts';
import { importStudio, importStudioFile } from './import-studio.ts';

const here = dirname(fileURLToPath(import.meta.url));
const example = join(here, 'examples/harbour.json');
/** The example file as plain data, to spoil one field at a time. */
interface StudioJson {
  key: string;
  name?: string;
  logo?: string;
  theme: Record<string, unknown>;
  settings: Record<string, unknown>;
  teachers: Array<Record<string, unknown>>;
  class_types: Array<Record<string, unknown>>;
  products: Array<Record<string, unknown>>;
  schedule: { classes: Array<Record<string, unknown>> };
}
const exampleJson = () => JSON.parse(readFileSync(example, 'utf8')) as StudioJson;
const imageDir = mkdtempSync(join(tmpdir(), 'studio-import-images-'));
const options = { imageDir, now: new Date('2026-11-24T09:00:00Z') }; // a Tuesday

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = {
  clients,
  clientSettings,
  images,
  branches,
  rooms,
  users,
  classTypes,
  products,
  classes,
  classTeachers,
};

/** Every row the importer may write, table by table (ids, values and updatedAt included). */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = await t.db
      .select()
      .from(table)
      .orderBy(...('id' in table ? [asc(table.id)] : []));
  return out;
}

const counts = async () =>
  Object.fromEntries(Object.entries(await snapshot()).map(([name, rows]) => [name, rows.length]));

describe('importing a studio file', () => {
  test('a valid file creates the studio with its theme, logo, menu, rooms and four weeks of classes', async () => {
    const outcome = await importStudioFile(t.db, example, options);
    expect(outcome).toMatchObject({ ok: true, imported: { created: true } });
    if (!outcome.ok) return;
    const { clientId } = outcome.imported;
    const headers = { 'x-yogo-client-id': String(clientId) };
    const url = '/clients/current?populate[]=logo&populate[]=settings&populate[]=branches';
    const studio = ClientResponse.parse((await t.app.inject({ url, headers })).json());
    expect(studio).toMatchObject({ name: 'Harbour Yoga Loft' });
    expect(studio.settings).toMatchObject({
      locale: 'en',
      theme: 'minimalistic',
      theme_primary_color: '#9a3412',
      theme_google_web_font: 'Playfair Display',
      calendar_layout_type: 'timetable',
      calendar_show_room: true,
      frontend_show_menu_item_prices: false,
    });
    expect(studio.branches.map((b) => b.name)).toEqual(['Havnegade', 'Nordhavn']);
    const logo = studio.logo as { filename: string };
    expect(logo.filename).toMatch(/^studio-[0-9a-f]{16}\.png$/);
    // Copied into the upload store (here the test's own folder) under its content hash.
    expect(readFileSync(join(imageDir, logo.filename)).length).toBeGreaterThan(1000);

    const url2 =
      '/classes?startDate=2026-11-23&endDate=2026-11-29&populate[]=class_type&populate[]=room&populate[]=teachers';
    const week = ClassesResponse.parse((await t.app.inject({ url: url2, headers })).json()).classes;
    // From the Monday of this week: 3 × 3 + 2 × 3 + 2 + 1 classes.
    expect(week).toHaveLength(18);
    const monday7 = week.find((c) => c.date === '2026-11-23' && c.start_time === '07:00');
    expect(monday7).toMatchObject({
      end_time: '08:00',
      seats: 18,
      class_type: { name: 'Sunrise Flow', color: '#ea580c' },
      room: { name: 'The Loft' },
      teachers: [{ first_name: 'Ines' }],
    });
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classes)
      .where(eq(classes.client_id, clientId))) as [{ n: number }];
    expect(n).toBe(18 * 4);
  });

  test('importing the same file again changes nothing', async () => {
    const before = await snapshot();
    const outcome = await importStudioFile(t.db, example, options);
    expect(outcome).toMatchObject({ ok: true, imported: { created: false, classesCreated: 0 } });
    expect(await snapshot()).toEqual(before);
  });

  test('a changed file updates the same studio in place', async () => {
    const file = exampleJson();
    file.theme.primary_color = '#123456';
    file.products[0]!.price = 129;
    const outcome = await importStudio(t.db, file, dirname(example), options);
    expect(outcome.ok && outcome.imported.created).toBe(false);
    const [client] = await t.db.select().from(clients).where(eq(clients.name, 'Harbour Yoga Loft'));
    const [setting] = await t.db
      .select()
      .from(clientSettings)
      .where(
        sql`${clientSettings.client_id} = ${client!.id} and ${clientSettings.key} = 'theme_primary_color'`,
      );
    expect(setting!.value).toBe('#123456');
    const [block] = await t.db.select().from(products).where(eq(products.client_id, client!.id));
    expect(block!.price).toBe('129.00');
  });

  const wrong: Array<[string, (file: StudioJson) => void, string]> = [
    [
      'a bad colour',
      (f) => (f.class_types[2]!.color = 'brown'),
      'class_types[2].color: expected a colour like #1a2b3c',
    ],
    [
      'an unknown class type in the schedule',
      (f) => (f.schedule.classes[4]!.class_type = 'Hot Yoga'),
      'schedule.classes[4].class_type: unknown class type',
    ],
    ['a missing name', (f) => delete f.name, 'name: missing'],
    [
      'an unknown setting',
      (f) => (f.settings.calendar_layout = 'timetable'),
      'settings.calendar_layout: unknown setting',
    ],
    [
      'a setting of the wrong type',
      (f) => (f.settings.calendar_show_room = 'yes'),
      'settings.calendar_show_room: expected a boolean',
    ],
    [
      'gift card price groups that are not the contract JSON text',
      (f) => (f.settings.gift_card_show_in_price_groups = '2, 5'),
      'settings.gift_card_show_in_price_groups: expected a JSON list of price group ids as text',
    ],
    [
      'a misspelt field',
      (f) => (f.teachers[1]!.mail = 'x@y.dk'),
      'teachers[1]: unknown field mail',
    ],
    ['a logo that is not there', (f) => (f.logo = 'missing.png'), 'logo: no image file at'],
  ];
  test.each(wrong)(
    'a file with %s is refused with the field path, and nothing is written',
    async (_, spoil, message) => {
      const file = exampleJson();
      file.key = 'another-studio';
      file.name = 'Another studio';
      spoil(file);
      const before = await counts();
      const outcome = await importStudio(t.db, file, dirname(example), options);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.errors.join('\n')).toContain(message);
      expect(await counts()).toEqual(before);
    },
  );

  test('a wrong update of an existing studio leaves it as it was', async () => {
    const before = await snapshot();
    const file = exampleJson();
    file.settings.locale = 'sv';
    file.theme.primary_color = '#000000';
    const outcome = await importStudio(t.db, file, dirname(example), options);
    expect(outcome).toEqual({
      ok: false,
      errors: ['settings.locale: expected "da", "en" or "nb"'],
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('npm run studio -- import', () => {
  const run = promisify(execFile);
  const cli = resolve(here, 'cli.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

  test('a refused file exits non-zero with the field path on stderr', async () => {
    const bad = join(dataDir, 'bad.json');
    const file = exampleJson();
    file.class_types[0]!.color = '#12345';
    writeFileSync(bad, JSON.stringify(file));
    const failed = await run('npx', ['tsx', cli, 'import', bad], { env }).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('class_types[0].color: expected a colour like #1a2b3c');
    expect(failed.stderr).toContain('nothing was written');
  });

  test('a good file creates the studio in DATA_DIR, and again updates it', async () => {
    const first = await run('npx', ['tsx', cli, 'import', example], { env });
    expect(first.stdout).toMatch(/Created studio 1 from .*harbour\.json \(\d+ new classes\)/);
    const second = await run('npx', ['tsx', cli, 'import', example], { env });
    expect(second.stdout).toContain('Updated studio 1');
    expect(second.stdout).toContain('(0 new classes)');
  }, 60_000);
});
