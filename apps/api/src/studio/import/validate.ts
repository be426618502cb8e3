/**
 * Reads and checks a studio file completely before anything is written: the JSON, every field
 * (schema.ts), and every image it points to (readable, an image sharp can measure). Errors name
 * the field's path, e.g. `class_types[2].color: expected a colour like #1a2b3c`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSharp } from '../../platform/images/sharp.ts';
import type * as z from 'zod';
import { StudioFile } from './schema.ts';
import { imageFileFor, type ImageFile } from './images.ts';

export type Checked =
  { ok: true; file: StudioFile; images: Map<string, ImageFile> } | { ok: false; errors: string[] };

/** `['class_types', 2, 'color']` → `class_types[2].color`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  );
}

function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = fieldPath(issue.path);
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'missing'
          : issue.message;
    return path ? `${path}: ${message}` : message;
  });
}

/** Absolute path of an image reference: relative to the studio file, absolute, or `file://`. */
function imagePath(ref: string, baseDir: string): string | null {
  if (ref.startsWith('file:')) return fileURLToPath(ref);
  if (/^[a-z]+:\/\//i.test(ref)) return null;
  return isAbsolute(ref) ? ref : resolve(baseDir, ref);
}

/** Every image reference in the file with the path of its field. */
function imageRefs(file: StudioFile): Array<[string, string]> {
  return [
    ...(file.logo ? [['logo', file.logo] as [string, string]] : []),
    ...file.teachers.flatMap((t, i): Array<[string, string]> =>
      t.image ? [[`teachers[${i}].image`, t.image]] : [],
    ),
    ...file.class_types.flatMap((t, i): Array<[string, string]> =>
      t.image ? [[`class_types[${i}].image`, t.image]] : [],
    ),
  ];
}

async function checkImage(ref: string, baseDir: string): Promise<ImageFile | string> {
  const path = imagePath(ref, baseDir);
  if (!path) return 'expected a file path or file:// URL of an image on disk';
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return `no image file at ${path}`;
  }
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes).metadata();
    return imageFileFor(path, bytes, meta.width ?? 0, meta.height ?? 0);
  } catch {
    return `${path} is not an image (PNG, JPEG, WebP, GIF or SVG)`;
  }
}

/**
 * Checks a parsed studio document.
 * @param baseDir the folder image paths are relative to (the studio file's folder).
 */
export async function checkStudio(input: unknown, baseDir: string): Promise<Checked> {
  const parsed = StudioFile.safeParse(input);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error) };
  const images = new Map<string, ImageFile>();
  const errors: string[] = [];
  for (const [field, ref] of imageRefs(parsed.data)) {
    const image = await checkImage(ref, baseDir);
    if (typeof image === 'string') errors.push(`${field}: ${image}`);
    else images.set(ref, image);
  }
  return errors.length ? { ok: false, errors } : { ok: true, file: parsed.data, images };
}

/** Reads a studio file from disk and checks it (`checkStudio`); bad JSON is an error too. */
export async function readStudioFile(path: string): Promise<Checked> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'not found';
    return { ok: false, errors: [`${path}: ${reason}`] };
  }
  return checkStudio(input, dirname(resolve(path)));
}
