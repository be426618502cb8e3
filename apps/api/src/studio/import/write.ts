/**
 * Writes a checked studio file (validate.ts) in one transaction: the studio (found by its file
 * `key`), its images and logo, settings and theme, branches and rooms, teachers, class types,
 * products and the schedule's classes. Matching rules: README.md beside this file. Importing the
 * same file again changes nothing.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classes,
  classTeachers,
  clients,
  clientSettings,
  images,
} from '../../platform/db/schema.ts';
import { storeImages, type ImageFile } from './images.ts';
import { datedClasses } from './schedule.ts';
import type { StudioFile } from './schema.ts';
import {
  changes,
  syncBranches,
  syncClassTypes,
  syncProducts,
  syncTeachers,
} from './write-catalog.ts';

export interface Imported {
  clientId: number;
  created: boolean;
  classTypeIds: Map<string, number>;
  teacherIds: Map<string, number>;
  roomIds: Map<string, number>;
  classesCreated: number;
}

/** The file's theme section as the contract's `theme_*` settings (seed 000 §2 theme). */
function themeSettings(theme: StudioFile['theme']): Record<string, unknown> {
  if (!theme) return {};
  const out: Record<string, unknown> = {};
  if (theme.primary_color) out.theme_primary_color = theme.primary_color.toLowerCase();
  if (theme.background_color) out.theme_background_color = theme.background_color.toLowerCase();
  if (theme.framed !== undefined) out.theme = theme.framed ? 'framed' : 'minimalistic';
  if (theme.font?.type === 'google_web_font') {
    out.theme_font_type = 'google_web_font';
    out.theme_google_web_font = theme.font.family;
    out.theme_font_family = theme.font.family;
  } else if (theme.font) {
    out.theme_font_type = 'custom';
    out.theme_font_family = theme.font.family;
    out.theme_custom_font_stylesheet_url = theme.font.stylesheet_url;
  }
  return out;
}

async function findOrCreateClient(tx: Db, file: StudioFile) {
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.key, file.key));
  if (found) return { id: found.id, created: false };
  const [row] = await tx
    .insert(clients)
    .values({ name: file.name, key: file.key })
    .returning({ id: clients.id });
  return { id: row!.id, created: true };
}

async function syncImages(tx: Db, clientId: number, files: Iterable<ImageFile>) {
  const ids = new Map<string, number>();
  const existing = await tx
    .select()
    .from(images)
    .where(and(eq(images.client_id, clientId), eq(images.archived, false)));
  for (const file of files) {
    let row = existing.find((image) => image.filename === file.filename);
    if (!row)
      [row] = await tx
        .insert(images)
        .values({
          client_id: clientId,
          filename: file.filename,
          original_filename: file.filename,
          original_width: file.width,
          original_height: file.height,
        })
        .returning();
    ids.set(file.filename, row!.id);
  }
  return ids;
}

async function syncSettings(tx: Db, clientId: number, wanted: Record<string, unknown>) {
  const stored = await tx
    .select()
    .from(clientSettings)
    .where(eq(clientSettings.client_id, clientId));
  for (const [key, value] of Object.entries(wanted)) {
    const row = stored.find((s) => s.key === key);
    if (row && JSON.stringify(row.value) === JSON.stringify(value)) continue;
    await tx
      .insert(clientSettings)
      .values({ client_id: clientId, key, value })
      .onConflictDoUpdate({
        target: [clientSettings.client_id, clientSettings.key],
        set: { value },
      });
  }
}

/** Creates the classes the schedule lists and the studio lacks; updates seats and end time. */
async function syncClasses(
  tx: Db,
  clientId: number,
  file: StudioFile,
  today: string,
  ids: Omit<Imported, 'clientId' | 'created' | 'classesCreated'>,
) {
  const planned = datedClasses(file.schedule, today);
  if (!planned.length) return 0;
  const existing = await tx
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.client_id, clientId),
        eq(classes.archived, false),
        gte(classes.date, planned[0]!.date),
        lte(classes.date, planned.at(-1)!.date),
      ),
    );
  const keyOf = (date: string, start: string, type: number, room: number | null) =>
    `${date}|${start.slice(0, 5)}|${type}|${room ?? ''}`;
  const byKey = new Map(
    existing.map((c) => [keyOf(c.date, c.start_time, c.class_type_id, c.room_id), c]),
  );
  let created = 0;
  for (const plan of planned) {
    const typeId = ids.classTypeIds.get(plan.entry.class_type)!;
    const roomId = plan.entry.room ? (ids.roomIds.get(plan.entry.room) ?? null) : null;
    const row = byKey.get(keyOf(plan.date, plan.start_time, typeId, roomId));
    if (row) {
      const set = changes(row, { seats: plan.entry.seats });
      const end = row.end_time.slice(0, 5) === plan.end_time ? null : { end_time: plan.end_time };
      if (set || end)
        await tx
          .update(classes)
          .set({ ...set, ...end, updatedAt: Date.now() })
          .where(eq(classes.id, row.id));
      continue;
    }
    const [inserted] = await tx
      .insert(classes)
      .values({
        client_id: clientId,
        date: plan.date,
        start_time: plan.start_time,
        end_time: plan.end_time,
        class_type_id: typeId,
        room_id: roomId,
        seats: plan.entry.seats,
      })
      .returning({ id: classes.id });
    const teacher = plan.entry.teacher && ids.teacherIds.get(plan.entry.teacher.toLowerCase());
    if (teacher)
      await tx.insert(classTeachers).values({ class_id: inserted!.id, user_id: teacher });
    created++;
  }
  return created;
}

/**
 * @param today Copenhagen `YYYY-MM-DD` the schedule starts from.
 * @param imageDir where copied images go (default: the upload store, `DATA_DIR/images`).
 * @returns the studio's id and the ids the demo seed builds on. Throws only on database errors
 * (the transaction is then rolled back and nothing is written).
 */
export async function writeStudio(
  db: Db,
  checked: { file: StudioFile; images: Map<string, ImageFile> },
  options: { today: string; imageDir: string },
): Promise<Imported> {
  const { file } = checked;
  await storeImages(checked.images.values(), options.imageDir);
  return db.transaction(async (tx) => {
    const client = await findOrCreateClient(tx, file);
    const imageIds = await syncImages(tx, client.id, checked.images.values());
    const imageId = (ref: string | undefined) =>
      ref === undefined ? undefined : (imageIds.get(checked.images.get(ref)!.filename) ?? null);
    const [row] = await tx.select().from(clients).where(eq(clients.id, client.id));
    const {
      key: _key,
      logo,
      theme,
      settings,
      branches: _b,
      teachers: _t,
      class_types: _c,
      products: _p,
      schedule: _s,
      ...fields
    } = file;
    const set = changes(row!, { ...fields, logo_id: imageId(logo) });
    if (set) await tx.update(clients).set(set).where(eq(clients.id, client.id));
    await syncSettings(tx, client.id, { ...settings, ...themeSettings(theme) });
    const ids = {
      roomIds: await syncBranches(tx, client.id, file),
      teacherIds: await syncTeachers(tx, client.id, file, imageId),
      classTypeIds: await syncClassTypes(tx, client.id, file, imageId),
    };
    await syncProducts(tx, client.id, file);
    const classesCreated = await syncClasses(tx, client.id, file, options.today, ids);
    return { clientId: client.id, created: client.created, ...ids, classesCreated };
  });
}
