/** Inserts a demo studio's client row, settings, logo, branches, rooms and image records. */
import { eq } from 'drizzle-orm';
import type { Db } from '../connect.ts';
import { branches, clients, clientSettings, images, rooms } from '../schema.ts';
import type { StudioSpec } from './spec.ts';

export interface StudioBase {
  clientId: number;
  branchIds: number[];
  /** Rooms in branch order, so `SlotSpec.room` indexes this list. */
  roomIds: number[];
  /** Image id by file name (./images). */
  imageIds: Map<string, number>;
}

/** Every image the studio's spec refers to, with its drawn size. */
function imageFiles(spec: StudioSpec) {
  return [
    { filename: spec.logo, width: 400, height: 200 },
    ...spec.teachers.flatMap((t) =>
      t.image ? [{ filename: t.image, width: 400, height: 400 }] : [],
    ),
    ...spec.classTypes.map((type) => ({ filename: type.image, width: 900, height: 600 })),
  ];
}

export async function insertStudio(db: Db, spec: StudioSpec): Promise<StudioBase> {
  const [client] = await db.insert(clients).values(spec.client).returning({ id: clients.id });
  if (!client) throw new Error(`demo studio ${spec.key} was not created`);
  const clientId = client.id;

  const imageRows = await db
    .insert(images)
    .values(
      imageFiles(spec).map((file) => ({
        client_id: clientId,
        filename: file.filename,
        original_filename: file.filename,
        original_width: file.width,
        original_height: file.height,
      })),
    )
    .returning({ id: images.id, filename: images.filename });
  const imageIds = new Map(imageRows.map((row) => [row.filename, row.id]));
  await db
    .update(clients)
    .set({ logo_id: imageIds.get(spec.logo) ?? null })
    .where(eq(clients.id, clientId));

  await db
    .insert(clientSettings)
    .values(
      Object.entries(spec.settings).map(([key, value]) => ({ client_id: clientId, key, value })),
    );

  const branchRows = await db
    .insert(branches)
    .values(spec.branches.map((branch, sort) => ({ client_id: clientId, name: branch.name, sort })))
    .returning({ id: branches.id });
  const roomValues = spec.branches.flatMap((branch, index) =>
    branch.rooms.map((name) => ({ client_id: clientId, branch_id: branchRows[index]!.id, name })),
  );
  const roomRows = await db.insert(rooms).values(roomValues).returning({ id: rooms.id });
  return {
    clientId,
    branchIds: branchRows.map((row) => row.id),
    roomIds: roomRows.map((row) => row.id),
    imageIds,
  };
}
