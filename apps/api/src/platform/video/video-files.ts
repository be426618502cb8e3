/**
 * Where the built-in provider's files live: `DATA_DIR/videos/<clientId>/<mediaKey>/` (default
 * `<repo>/data/videos`), which of them the media route serves, and as what.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** A media key: one safe path segment (letters, digits, `_`, `-`; 1–64). */
export const isMediaKey = (key: string) => /^[\w-]{1,64}$/.test(key);

/** `DATA_DIR/videos` (default `<repo>/data/videos`), read from the environment on each call. */
export const videoRootDir = () => resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'), 'videos');

/**
 * The folder of one built-in video.
 * @throws when `mediaKey` is not a safe path segment (a bug: keys are ours, never a customer's).
 */
export function videoDir(clientId: number, mediaKey: string): string {
  if (!Number.isSafeInteger(clientId) || clientId < 1 || !isMediaKey(mediaKey))
    throw new Error(`not a video folder: ${clientId}/${mediaKey}`);
  return join(videoRootDir(), String(clientId), mediaKey);
}

/**
 * The files the media route serves: the playlist, its numbered segments and WebVTT captions by
 * two-letter language. Nothing else of the folder (`video.json`, the thumbnail) is served.
 */
export const VIDEO_MEDIA_FILE = /^(index\.m3u8|segment-\d{1,6}\.ts|captions-[a-z]{2}\.vtt)$/;

/** Content type of a whitelisted media file. */
export function mediaContentType(file: string): string {
  if (file.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (file.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  return 'video/mp2t';
}

/** Caption labels by language, in the language itself; others show their code. */
export const captionLabels: Record<string, string> = { da: 'Dansk', en: 'English', nb: 'Norsk' };

/** The caption languages present in a video's folder (`captions-<lang>.vtt`), sorted. */
export function captionLanguages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^captions-([a-z]{2})\.vtt$/.exec(name)?.[1])
    .filter((lang): lang is string => !!lang)
    .sort();
}

/**
 * A machine cache of encoded demo videos, shared by every `DATA_DIR` (tests and browser journeys
 * start from fresh ones): `VIDEO_CACHE_DIR`, default `<repo>/node_modules/.cache/studio-videos`.
 */
export const videoCacheDir = () =>
  resolve(process.env.VIDEO_CACHE_DIR ?? join(repoRoot, 'node_modules/.cache/studio-videos'));
