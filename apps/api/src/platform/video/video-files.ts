/**
 * Where the built-in provider's files live: the file store's `videos/<clientId>/<mediaKey>/`
 * (platform/storage: on the disk `DATA_DIR/videos/…`, default `<repo>/data/videos`, or the S3
 * bucket), which of them the media route serves, and as what.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../paths.ts';
import { fileStore } from '../storage/file-store.ts';
import type { StoredFile } from '../storage/store.ts';

/** A media key: one safe path segment (letters, digits, `_`, `-`; 1–64). */
export const isMediaKey = (key: string) => /^[\w-]{1,64}$/.test(key);

/** `DATA_DIR/videos` (default `<repo>/data/videos`), read from the environment on each call. */
export const videoRootDir = () => resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'), 'videos');

/**
 * The folder of one built-in video.
 * @throws when `mediaKey` is not a safe path segment (a bug: keys are ours, never a customer's).
 */
export function videoDir(clientId: number, mediaKey: string): string {
  return join(videoRootDir(), ...videoKey(clientId, mediaKey).split('/').slice(1));
}

/**
 * The file store folder of one built-in video: `videos/<clientId>/<mediaKey>`.
 * @throws when `mediaKey` is not a safe path segment (a bug: keys are ours, never a customer's).
 */
export function videoKey(clientId: number, mediaKey: string): string {
  if (!Number.isSafeInteger(clientId) || clientId < 1 || !isMediaKey(mediaKey))
    throw new Error(`not a video folder: ${clientId}/${mediaKey}`);
  return `videos/${clientId}/${mediaKey}`;
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

/** The caption languages among a video's file names (`captions-<lang>.vtt`), sorted. */
const languagesOf = (names: string[]) =>
  names
    .map((name) => /^captions-([a-z]{2})\.vtt$/.exec(name)?.[1])
    .filter((lang): lang is string => !!lang)
    .sort();

/** The caption languages present in a video's folder on the disk, sorted. */
export function captionLanguages(dir: string): string[] {
  return existsSync(dir) ? languagesOf(readdirSync(dir)) : [];
}

/**
 * A packaged video's files never change under its media key (a new source gets a new key), so its
 * caption languages are listed once per process: a library page of 50 videos on S3 would otherwise
 * make 50 listings per request. Only a complete package (with `video.json`) is remembered.
 */
const captionsByKey = new Map<string, string[]>();

/** The caption languages a built-in video has in the file store (disk or S3), sorted. */
export async function storedCaptionLanguages(clientId: number, mediaKey: string) {
  const key = videoKey(clientId, mediaKey);
  const known = captionsByKey.get(key);
  if (known) return known;
  const names = await fileStore().list(key);
  const languages = languagesOf(names);
  if (names.includes('video.json')) captionsByKey.set(key, languages);
  return languages;
}

/**
 * A served file of a built-in video, read through the file store (disk or S3), with its content
 * type.
 * @returns null when the name is not one the media route serves, or the video lacks the file.
 * @throws when `mediaKey` is not a safe path segment, or the store fails.
 */
export async function readVideoMediaFile(
  clientId: number,
  mediaKey: string,
  file: string,
): Promise<StoredFile | null> {
  if (!VIDEO_MEDIA_FILE.test(file)) return null;
  const stored = await fileStore().get(`${videoKey(clientId, mediaKey)}/${file}`);
  return stored && { bytes: stored.bytes, contentType: mediaContentType(file) };
}

/**
 * A machine cache of encoded demo videos, shared by every `DATA_DIR` (tests and browser journeys
 * start from fresh ones): `VIDEO_CACHE_DIR`, default `<repo>/node_modules/.cache/studio-videos`.
 */
export const videoCacheDir = () =>
  resolve(process.env.VIDEO_CACHE_DIR ?? join(repoRoot, 'node_modules/.cache/studio-videos'));
