/**
 * Creates or updates a studio from a studio file (README.md beside this file): checks everything
 * first (validate.ts), then writes everything in one transaction (write.ts). A file with any
 * wrong field is refused with the field's path and nothing is written.
 */
import { copenhagenToday } from '../../platform/lib/time.ts';
import type { Db } from '../../platform/db/connect.ts';
import { defaultImageDir } from './images.ts';
import { checkStudio, readStudioFile, type Checked } from './validate.ts';
import { writeStudio, type Imported } from './write.ts';

export type ImportOutcome = { ok: true; imported: Imported } | { ok: false; errors: string[] };

export interface ImportOptions {
  /** The moment the schedule's "today" (Copenhagen) is taken from. */
  now?: Date;
  /** Where images from outside the demo folder are copied (default `DATA_DIR/images`). */
  imageDir?: string;
}

async function write(db: Db, checked: Checked, options: ImportOptions): Promise<ImportOutcome> {
  if (!checked.ok) return checked;
  const imported = await writeStudio(db, checked, {
    today: copenhagenToday(options.now),
    imageDir: options.imageDir ?? defaultImageDir(),
  });
  return { ok: true, imported };
}

/** Imports the studio file at `path` (image paths relative to its folder). */
export async function importStudioFile(db: Db, path: string, options: ImportOptions = {}) {
  return write(db, await readStudioFile(path), options);
}

/** Imports an already parsed studio document; image paths are relative to `baseDir`. */
export async function importStudio(
  db: Db,
  input: unknown,
  baseDir: string,
  options: ImportOptions = {},
) {
  return write(db, await checkStudio(input, baseDir), options);
}
