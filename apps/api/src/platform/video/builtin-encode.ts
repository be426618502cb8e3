/**
 * ffmpeg for the built-in provider (`@ffmpeg-installer/ffmpeg`, as the livestream test stream):
 * a generated picture and tone encoded as HLS VOD (640x360, H.264 ultrafast, AAC, 4-second
 * segments, each starting with a key frame) and a 1280x720 JPEG thumbnail.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** Generated pictures (ffmpeg lavfi sources), each a different look. */
export type GeneratedLook = 'testsrc2' | 'smptehdbars' | 'mandelbrot' | 'life' | 'cellauto';

/**
 * What to encode: a generated picture of `seconds` (1–120) with a sine tone of `toneHz` (default
 * 330) and, when ffmpeg can draw text, a title.
 */
export interface GeneratedSource {
  look: GeneratedLook;
  seconds: number;
  title?: string;
  toneHz?: number;
}

export const WIDTH = 640;
export const HEIGHT = 360;
const SEGMENT_SECONDS = 4;

/**
 * The lavfi picture of a look, at 640x360, 25 frames a second. The costly generators draw a
 * smaller picture that is scaled up (mandelbrot at a quarter, the cell patterns as big pixels):
 * each encodes in about a second on 2 cores.
 */
function picture(look: GeneratedLook): string {
  const rate = 'rate=25';
  const pixels = `scale=${WIDTH}:${HEIGHT}:flags=neighbor`;
  switch (look) {
    case 'mandelbrot':
      return `mandelbrot=size=320x180:${rate},scale=${WIDTH}:${HEIGHT}`;
    case 'life':
      return `life=size=160x90:${rate}:mold=10:ratio=0.1:death_color=#2a6f97:life_color=#f4d35e,${pixels}`;
    case 'cellauto':
      return `cellauto=size=320x180:${rate}:rule=110,${pixels}`;
    default:
      return `${look}=size=${WIDTH}x${HEIGHT}:${rate}`;
  }
}

/** A title drawtext accepts inside quotes: letters, digits, spaces and a few marks. */
const safeTitle = (title: string) => title.replace(/[^\p{L}\p{N} .!?-]/gu, '').slice(0, 40);

/** Runs ffmpeg; rejects with the end of its error output. Killed after 60 s. */
function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}

/** Encodes the source into `dir` (index.m3u8, segment-N.ts, thumbnail.jpg). */
export async function encode(dir: string, source: GeneratedSource) {
  const seconds = Math.min(120, Math.max(1, Math.round(source.seconds)));
  const title = source.title ? safeTitle(source.title) : '';
  const text =
    `drawtext=text='${title}':fontsize=34:fontcolor=white:box=1:boxcolor=black@0.55` +
    ':boxborderw=14:x=(w-text_w)/2:y=h-90';
  const run = (withTitle: boolean) =>
    runFfmpeg([
      ...[
        '-f',
        'lavfi',
        '-i',
        `${picture(source.look)},format=yuv420p${withTitle ? `,${text}` : ''}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=${source.toneHz ?? 330}:sample_rate=44100`],
      ...['-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-maxrate', '700k', '-bufsize', '1400k'],
      // A key frame every segment, so each segment starts one.
      ...['-g', '100', '-keyint_min', '100', '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-ac', '1', '-b:a', '48k'],
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', join(dir, 'segment-%d.ts'), join(dir, 'index.m3u8')],
    ]);
  // drawtext needs a font through fontconfig; a machine without one still gets the video.
  await run(title !== '').catch(() => run(false));
  await runFfmpeg([
    // Seeking after the input: the segment's time stamps do not start at 0.
    ...['-i', join(dir, 'segment-0.ts'), '-ss', '1', '-frames:v', '1'],
    ...['-vf', 'scale=1280:720', '-q:v', '5', join(dir, 'thumbnail.jpg')],
  ]);
  if (!existsSync(join(dir, 'thumbnail.jpg'))) throw new Error('ffmpeg wrote no thumbnail');
}

/** The playlist's length (s): the sum of its `#EXTINF` durations, rounded. */
export async function playlistSeconds(dir: string): Promise<number> {
  const text = await readFile(join(dir, 'index.m3u8'), 'utf8');
  const total = [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return Math.round(total);
}
