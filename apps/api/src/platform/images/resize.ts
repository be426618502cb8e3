/**
 * The built-in image resizer behind GET /image-files/{filename}?w=&h=&fit= (CONTRACT §1.12: the
 * imgix-style URL form). `fit=crop` covers exactly w×h and crops the overflow (centre); `fit=max`
 * or no `fit` fits inside w×h and never enlarges. Edges are capped at MAX_RESIZE_EDGE. Resized
 * bytes are kept in memory, least recently used dropped first past CACHE_BYTES.
 */
import { loadSharp } from './sharp.ts';
import { MAX_RESIZE_EDGE } from '@studio/contract/image-routes';

export interface ResizeRequest {
  w?: number;
  h?: number;
  crop: boolean;
}

const CACHE_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/** A `w`/`h` query value as px (1 … MAX_RESIZE_EDGE), or undefined when absent or unreadable. */
export function readEdge(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,6}$/.test(text)) return undefined;
  const px = Number(text);
  return px >= 1 ? Math.min(px, MAX_RESIZE_EDGE) : undefined;
}

/**
 * @param key the stored filename (with the size it is part of the cache key).
 * @returns the resized bytes in the file's own format.
 */
export async function resizeImage(key: string, bytes: Buffer, size: ResizeRequest) {
  const cacheKey = `${key}|${size.w ?? ''}|${size.h ?? ''}|${size.crop ? 'crop' : 'max'}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    // Map keeps insertion order: re-inserting marks it recently used.
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const crop = size.crop && size.w !== undefined && size.h !== undefined;
  const sharp = await loadSharp();
  const resized = await sharp(bytes)
    .resize({
      width: size.w,
      height: size.h,
      fit: crop ? 'cover' : 'inside',
      withoutEnlargement: !crop,
    })
    .toBuffer();
  remember(cacheKey, resized);
  return resized;
}

function remember(key: string, bytes: Buffer) {
  if (bytes.length > CACHE_BYTES / 4) return;
  cache.set(key, bytes);
  cachedBytes += bytes.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
}
