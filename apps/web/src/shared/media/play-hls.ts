/**
 * Plays an HLS address (an `.m3u8`) in a `<video>`: the livestream room's live stream (issue 25;
 * decision record 2026-11-27-livestream-room) and the library's built-in videos (decision record
 * 2026-11-27-video-library, the signed `play_url`). With hls.js, loaded here on first use so it
 * stays in the chunk of the screen that plays, or natively where the browser has no Media Source
 * but plays HLS itself (Safari on iPhone). An address that cannot be reached is retried every
 * `RETRY_MS` for as long as the player is open, and `report` says so meanwhile; playing again
 * clears it. The built-in live stream answers 503 while its first segments are made, so the first
 * tries may fail. `liveDurationInfinity` only matters to live playlists.
 */
import type { ErrorData } from 'hls.js';

export type PlayerTrouble = 'unreachable' | 'unsupported';

/** Wait before the next try after the stream failed (ms); its segments are 2 s long. */
export const RETRY_MS = 3_000;
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Starts playing `url` in `video`; `report` hears of trouble, and `null` once it plays again.
 * @returns the function that stops playing and frees the player (call it on unmount).
 */
export async function playHls(
  video: HTMLVideoElement,
  url: string,
  report: (trouble: PlayerTrouble | null) => void,
): Promise<() => void> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType(HLS_TYPE)) return playNatively(video, url, report);
    report('unsupported');
    return () => {};
  }
  // The worker (hls.js's default) runs from a blob: URL; the page's CSP allows `worker-src blob:`.
  const hls = new Hls({ liveDurationInfinity: true });
  let retry: ReturnType<typeof setTimeout> | undefined;
  const manifestFailed = (data: ErrorData) =>
    data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR ||
    data.details === Hls.ErrorDetails.MANIFEST_LOAD_TIMEOUT ||
    data.details === Hls.ErrorDetails.MANIFEST_PARSING_ERROR;

  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return; // hls.js retries those itself
    report('unreachable');
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
    clearTimeout(retry);
    // Without a playlist there is nothing to resume: ask for it again; else resume loading.
    retry = setTimeout(
      () => (manifestFailed(data) ? hls.loadSource(url) : hls.startLoad()),
      RETRY_MS,
    );
  });
  hls.on(Hls.Events.FRAG_BUFFERED, () => report(null));
  // `autoplay` alone does not start a stream attached after the element was inserted everywhere.
  hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => {
    clearTimeout(retry);
    hls.destroy();
  };
}

/** The browser's own HLS player, retried after an error like hls.js is. */
function playNatively(
  video: HTMLVideoElement,
  url: string,
  report: (trouble: PlayerTrouble | null) => void,
): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onError = () => {
    report('unreachable');
    clearTimeout(retry);
    retry = setTimeout(() => {
      video.src = url;
      video.load();
    }, RETRY_MS);
  };
  const onPlaying = () => report(null);
  video.addEventListener('error', onError);
  video.addEventListener('playing', onPlaying);
  video.src = url;
  return () => {
    clearTimeout(retry);
    video.removeEventListener('error', onError);
    video.removeEventListener('playing', onPlaying);
    video.removeAttribute('src');
    video.load();
  };
}
