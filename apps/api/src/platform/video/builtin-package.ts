/**
 * Packaging a built-in video (decision 2026-11-27-video-library): ffmpeg (builtin-encode.ts)
 * turns a source into HLS VOD in the video's folder, plus a JPEG thumbnail copied into the image
 * upload store, and describes it in Vimeo's shape. On the disk store the folder is
 * `DATA_DIR/videos/<clientId>/<mediaKey>/` itself; on S3 (platform/storage) ffmpeg writes into a
 * temporary folder and the files are uploaded, `video.json` last, so a package is complete once
 * it is found.
 *
 * The source today is a generated picture and tone (the demo's videos): ~1–2 s of encoding each
 * on 2 cores, ~1.5 MB for 16 s. Packaging is cached: a folder whose `video.json` matches the
 * source is reused as it is, so a re-seed or a fresh `npm start` on the same `DATA_DIR` encodes
 * nothing. Safe to run twice at once (two test files seeding the demo): each run encodes into its
 * own temporary folder and renames it into place; the loser's copy is dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentTypeOf } from '../storage/content-types.ts';
import { fileStore, storeForFolder } from '../storage/file-store.ts';
import type { FileStore } from '../storage/store.ts';
import {
  HEIGHT,
  WIDTH,
  encode,
  playlistSeconds,
  type GeneratedLook,
  type GeneratedSource,
} from './builtin-encode.ts';
import { videoKey } from './video-files.ts';

export type { GeneratedLook, GeneratedSource };

export interface PackageVideoOptions {
  clientId: number;
  /** The video's folder name under `DATA_DIR/videos/<clientId>/` (`[\w-]{1,64}`). */
  mediaKey: string;
  /** A generated picture of `seconds` (1–120) with a sine tone and, when ffmpeg can, a title. */
  source: GeneratedSource;
  name: string;
  description: string;
  /** The image upload store (`DATA_DIR/images`: the configured file store), where the thumbnail goes. */
  imageDir: string;
  /** WebVTT texts by two-letter language, written as `captions-<lang>.vtt`. */
  captions?: Record<string, string>;
  /** A machine cache of encoded sources shared by every `DATA_DIR` (`videoCacheDir()`). */
  cacheDir?: string;
}

/** A picture size as Vimeo lists them. */
export interface PictureSize {
  width: number;
  height: number;
  link: string;
  link_with_play_button: string;
}

/** `video_provider_data` of a built-in video: Vimeo's video object's fields we use. */
export interface BuiltinVideoData {
  name: string;
  description: string;
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** ISO 8601, when the files were packaged. */
  created_time: string;
  pictures: { type: 'custom'; base_link: string; sizes: PictureSize[] };
  stats: { plays: number };
}

export interface PackagedVideo {
  data: BuiltinVideoData;
  /** The thumbnail's name in the image store (`/image-files/<thumbnail>`). */
  thumbnail: string;
  /** Whether ffmpeg ran (false: the folder or the machine cache had the files). */
  encoded: boolean;
}

/** The encoding's version: raise it when `encode` makes other files from the same source. */
const RECIPE = 2;
/** What a package is made from: the recipe and the source (`video.json`, the cache's key). */
const sourceKey = (source: GeneratedSource) => JSON.stringify({ RECIPE, ...source });

const PICTURE_WIDTHS = [295, 640, 960, 1280];

/** What the folder's `video.json` keeps: what was encoded, and when. */
interface Packaged {
  source: string;
  duration: number;
  width: number;
  height: number;
  created_time: string;
}

async function readPackaged(dir: string): Promise<Packaged | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'video.json'), 'utf8')) as Packaged;
  } catch {
    return null;
  }
}

/**
 * Makes sure `dir` holds the files of `source` (`video.json` names it): as they are, else made by
 * `fill` in a temporary sibling folder renamed into place (a stale folder is replaced; a run that
 * loses the race to another keeps the winner's).
 * @returns what `video.json` says, and whether `fill` ran.
 */
async function placePackage(
  dir: string,
  source: string,
  fill: (work: string) => Promise<void>,
): Promise<{ packaged: Packaged; filled: boolean }> {
  const found = await readPackaged(dir);
  if (found?.source === source && existsSync(join(dir, 'index.m3u8')))
    return { packaged: found, filled: false };
  await mkdir(dirname(dir), { recursive: true });
  const work = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
  try {
    await fill(work);
    if ((await readPackaged(dir))?.source !== source)
      await rm(dir, { recursive: true, force: true });
    await rename(work, dir).catch(() => undefined);
    const placed = await readPackaged(dir);
    if (placed?.source !== source) throw new Error(`could not place ${dir}`);
    return { packaged: placed, filled: true };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * `placePackage` for object storage: the package under `prefix` as it is when its `video.json`
 * names `source` and its playlist is there, else made by `fill` in a temporary folder and
 * uploaded, `video.json` last (two runs at once upload the same files; the last `video.json`
 * stays).
 */
async function placeInStore(
  store: FileStore,
  prefix: string,
  source: string,
  fill: (work: string) => Promise<void>,
): Promise<{ packaged: Packaged; filled: boolean }> {
  const stored = await store.get(`${prefix}/video.json`);
  const found = stored && (JSON.parse(stored.bytes.toString('utf8')) as Packaged);
  if (found?.source === source && (await store.exists(`${prefix}/index.m3u8`)))
    return { packaged: found, filled: false };
  const temporary = await mkdtemp(join(tmpdir(), 'studio-video-'));
  try {
    const work = join(temporary, 'package');
    await fill(work);
    const names = (await readdir(work)).filter((name) => name !== 'video.json');
    for (const name of [...names, 'video.json'])
      await store.put(`${prefix}/${name}`, await readFile(join(work, name)), contentTypeOf(name));
    const packaged = await readPackaged(work);
    if (!packaged) throw new Error(`could not package ${prefix}`);
    return { packaged, filled: true };
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** Encodes `source` into `work` with its `video.json`. */
async function encodeInto(work: string, source: GeneratedSource) {
  await mkdir(work);
  await encode(work, source);
  const packaged: Packaged = {
    source: sourceKey(source),
    duration: await playlistSeconds(work),
    width: WIDTH,
    height: HEIGHT,
    created_time: new Date().toISOString(),
  };
  await writeFile(join(work, 'video.json'), JSON.stringify(packaged));
}

/** A machine cache's folder for a source: its content hash. */
const cacheEntry = (cacheDir: string, source: string) =>
  join(cacheDir, createHash('sha256').update(source).digest('hex').slice(0, 32));

/**
 * Packages a built-in video into the file store's `videos/<clientId>/<mediaKey>/` (the disk's
 * `DATA_DIR/videos/…`, or S3), reusing the files already there when they were made from the same
 * source, and copies its thumbnail into the image
 * store as `video-<clientId>-<mediaKey>.jpg` (missing there: copied again, not re-encoded).
 * With `cacheDir` (the demo: a machine cache outside `DATA_DIR`), the source is encoded once into
 * the cache and copied from there, so a fresh `DATA_DIR` (tests, browser journeys) encodes
 * nothing. Captions are (re)written as given.
 * @returns `video_provider_data` in Vimeo's shape (picture links on `/image-files/<thumbnail>`,
 * relative to this API), the thumbnail's name, and whether ffmpeg ran.
 * @throws when ffmpeg fails (no binary for the platform, a full disk), or the store does.
 */
export async function packageVideo(options: PackageVideoOptions): Promise<PackagedVideo> {
  const store = fileStore();
  const prefix = videoKey(options.clientId, options.mediaKey);
  const source = sourceKey(options.source);
  let encoded = false;
  const fill = async (work: string) => {
    if (!options.cacheDir) {
      await encodeInto(work, options.source);
      encoded = true;
      return;
    }
    const cached = cacheEntry(options.cacheDir, source);
    encoded = (await placePackage(cached, source, (w) => encodeInto(w, options.source))).filled;
    await cp(cached, work, { recursive: true });
  };
  // The disk store's folder is filled in place (renamed into it); S3 gets the files uploaded.
  const folder = store.localFolder(prefix);
  const { packaged, filled } = folder
    ? await placePackage(folder, source, fill)
    : await placeInStore(store, prefix, source, fill);
  for (const [language, text] of Object.entries(options.captions ?? {})) {
    if (!/^[a-z]{2}$/.test(language)) throw new Error(`not a caption language: ${language}`);
    const name = `captions-${language}.vtt`;
    await store.put(`${prefix}/${name}`, Buffer.from(text), contentTypeOf(name));
  }
  const thumbnail = `video-${options.clientId}-${options.mediaKey}.jpg`;
  const images = storeForFolder(options.imageDir);
  if (filled || !(await images.store.exists(images.keyOf(thumbnail)))) {
    const picture = await store.get(`${prefix}/thumbnail.jpg`);
    if (!picture) throw new Error(`no thumbnail in ${prefix}`);
    await images.store.put(images.keyOf(thumbnail), picture.bytes, 'image/jpeg');
  }
  const p = packaged;
  const base = `/image-files/${thumbnail}`;
  const sizes = PICTURE_WIDTHS.map((width) => {
    const height = Math.round((width * 9) / 16);
    const link = `${base}?w=${width}&h=${height}&fit=crop`;
    return { width, height, link, link_with_play_button: link };
  });
  return {
    data: {
      name: options.name,
      description: options.description,
      duration: p.duration,
      width: p.width,
      height: p.height,
      created_time: p.created_time,
      pictures: { type: 'custom', base_link: base, sizes },
      stats: { plays: 0 },
    },
    thumbnail,
    encoded,
  };
}
