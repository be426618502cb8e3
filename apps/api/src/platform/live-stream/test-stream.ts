/**
 * A real live HLS stream of a generated test picture and tone (issue 25: the demo's livestream
 * room can be tried end to end on a fresh machine). ffmpeg comes from the npm registry package
 * `@ffmpeg-installer/ffmpeg` (a static build per platform); it writes a rolling playlist of
 * 2-second segments into a folder. The stream starts when it is first asked for and stops after
 * a minute nobody asked, so an idle server spends nothing on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** Stop after this long without a request (ms). */
const IDLE_MS = 60_000;
/** The longest one ffmpeg run lasts (s). */
const MAX_RUN_SECONDS = 600;

const streams = new Map<string, TestStream>();

/** One running (or stopped) test stream, its files in `dir`. */
export class TestStream {
  private process: ChildProcess | null = null;
  private lastAsked = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly dir: string) {}

  /** The playlist's path (`index.m3u8`); segments `segment-<n>.ts` beside it. */
  get playlist() {
    return join(this.dir, 'index.m3u8');
  }

  /** Starts ffmpeg unless it runs, and keeps it running for another idle period. */
  touch() {
    this.lastAsked = Date.now();
    if (this.process) return;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    const child = spawn(
      ffmpeg.path,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        // Ends by itself after 10 minutes (asked again, it restarts): an ffmpeg left behind by a
        // server that died without stopping it does not run for ever.
        ...['-t', String(MAX_RUN_SECONDS)],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-tune',
          'zerolatency',
          '-pix_fmt',
          'yuv420p',
        ],
        ...['-g', '50', '-c:a', 'aac', '-b:a', '64k'],
        ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+omit_endlist'],
        ...['-hls_segment_filename', join(this.dir, 'segment-%d.ts'), this.playlist],
      ],
      { stdio: 'ignore' },
    );
    this.process = child;
    child.on('exit', () => {
      if (this.process === child) this.process = null;
    });
    this.timer ??= setInterval(() => {
      if (Date.now() - this.lastAsked > IDLE_MS) this.stop();
    }, 5_000);
    this.timer.unref();
  }

  /** Whether the playlist has been written (ffmpeg needs a few seconds for the first segments). */
  ready() {
    return existsSync(this.playlist);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.process?.kill('SIGKILL');
    this.process = null;
  }
}

/** The test stream of one studio (created stopped; `touch()` starts it). */
export function testStreamOf(clientId: number): TestStream {
  const key = String(clientId);
  let stream = streams.get(key);
  if (!stream) {
    stream = new TestStream(join(tmpdir(), `studio-test-stream-${process.pid}`, key));
    streams.set(key, stream);
  }
  return stream;
}

/** Stops every test stream (server shutdown, tests). */
export function stopTestStreams() {
  for (const stream of streams.values()) stream.stop();
}

// A child outlives its parent unless killed: stop the streams whenever this process exits.
process.on('exit', stopTestStreams);
