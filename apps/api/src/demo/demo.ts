/**
 * The demo data seeded on first start (ARCHITECTURE.md runtime): two studios imported from their
 * studio files (./studios/*.json, through src/studios like any studio file: theme, logo, locale,
 * settings, branches, rooms, teachers, class types, products, five weeks of classes from this ISO
 * week, Copenhagen), then what a file does not describe: filler bookings, the shop (class pass, membership and class series types in price
 * groups, a campaign, products, discount codes), class passes, memberships, demo customers, events
 * (insert-events.ts), appointment types (insert-appointments.ts) and the video library
 * (insert-videos.ts: built-in videos packaged with ffmpeg, cached in DATA_DIR). Runs only on an empty
 * database, in one transaction.
 */
import { hashPassword } from '../account/public.ts';
import { activeBranches } from '../studio/public.ts';
import { copenhagenToday } from '../platform/lib/time.ts';
import { join } from 'node:path';
import { shippedPath } from '../platform/paths.ts';
import type { Db } from '../platform/db/connect.ts';
import { clients } from '../platform/db/schema.ts';
import { defaultImageDir } from '../studio/public.ts';
import { readStudioFile } from '../studio/public.ts';
import { writeStudio } from '../studio/public.ts';
import { insertAccess } from './insert-access.ts';
import { insertAppointments } from './insert-appointments.ts';
import { insertCatalog } from './insert-catalog.ts';
import { insertEvents } from './insert-events.ts';
import { insertPeople } from './insert-people.ts';
import { insertSchedule } from './insert-schedule.ts';
import { insertShop } from './insert-shop.ts';
import { insertVideos } from './insert-videos.ts';
import type { StudioSpec } from './spec.ts';
import { studioFjord } from './studio-fjord.ts';
import { studioNord } from './studio-nord.ts';

export interface DemoLogin {
  email: string;
  password: string;
  note: string;
}

/** Studio Nord first: it answers on localhost (client id 1 on a fresh database). */
export const demoStudios: StudioSpec[] = [studioNord, studioFjord];

/** The demo customers' logins, printed by server.ts at start. */
export const demoLogins: DemoLogin[] = demoStudios.flatMap((studio) =>
  studio.customers.map(({ email, password, note }) => ({ email, password, note })),
);

const studioDir = shippedPath('demo/studios');

/** Filler customers exist to fill classes; their password is not advertised. */
const FILLER_PASSWORD = 'Fyldkunde1';

/**
 * Seeds both demo studios when the database has no client yet.
 * @param now the moment "today" and "already started" are computed from (Copenhagen).
 * @returns true when it seeded (the database was empty).
 */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.select({ id: clients.id }).from(clients).limit(1);
  if (existing.length) return false;
  const today = copenhagenToday(now);
  const files = await Promise.all(
    demoStudios.map((spec) => readStudioFile(join(studioDir, spec.file))),
  );
  // Hash outside the transaction: scrypt is the slow part, and these run in parallel.
  const [filler, ...customerHashes] = await Promise.all([
    hashPassword(FILLER_PASSWORD),
    ...demoStudios.flatMap((studio) => studio.customers.map((c) => hashPassword(c.password))),
  ]);
  await db.transaction(async (tx) => {
    let hashIndex = 0;
    for (const [index, spec] of demoStudios.entries()) {
      const checked = files[index]!;
      if (!checked.ok) throw new Error(`${spec.file}: ${checked.errors.join('; ')}`);
      const imported = await writeStudio(tx, checked, { today, imageDir: defaultImageDir() });
      const clientId = imported.clientId;
      const customers = spec.customers.map(() => customerHashes[hashIndex++] ?? '');
      const base = {
        clientId,
        homeBranchId: (await activeBranches(tx, clientId))[0]?.id,
        city: checked.file.city ?? '',
        zip_code: checked.file.zip_code ?? '',
      };
      const people = await insertPeople(tx, spec, base, { customers, filler: filler! });
      const catalog = await insertCatalog(tx, spec, clientId, [...imported.classTypeIds.values()]);
      const ctx = { file: checked.file, imported, people, today, now };
      const classes = await insertSchedule(tx, spec, ctx);
      await insertShop(tx, spec, clientId, catalog);
      await insertAccess(tx, spec, { clientId, people, catalog, classes, today });
      await insertEvents(
        tx,
        clientId,
        {
          teachers: [...imported.teacherIds.values()],
          rooms: [...imported.roomIds.values()],
          fillers: people.fillerIds,
          locale: String(checked.file.settings?.locale ?? 'da'),
        },
        today,
      );
      await insertAppointments(
        tx,
        clientId,
        {
          teachers: [...imported.teacherIds.values()],
          branches: (await activeBranches(tx, clientId)).map((branch) => branch.id),
          locale: String(checked.file.settings?.locale ?? 'da'),
        },
        catalog.passTypeIds[0],
        today,
      );
      await insertVideos(tx, {
        clientId,
        locale: String(checked.file.settings?.locale ?? 'da'),
        teachers: [...imported.teacherIds.values()],
        passTypeIds: catalog.passTypeIds,
        membershipTypeIds: catalog.membershipTypes.map((type) => type.id),
        imageDir: defaultImageDir(),
      });
    }
  });
  return true;
}
