/** Content types of the files the API stores, by the name's extension. */
import { extname } from 'node:path';

const byExtension: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

/** The content type of a file named `name` (any case); `application/octet-stream` when unknown. */
export const contentTypeOf = (name: string): string =>
  byExtension[extname(name).toLowerCase()] ?? 'application/octet-stream';
