/**
 * Plays a Vimeo video (`video_provider` `vimeo`; decision record 2026-11-27-video-library) with
 * Vimeo's own player library, loaded here on first use so it stays out of every other chunk. The
 * library puts Vimeo's iframe in `element` (the page's CSP allows `frame-src https:`); the frame is
 * named `title` for screen readers once it exists.
 */

/**
 * Starts the player for Vimeo id `videoId` (digits, or a full vimeo.com address) in `element`.
 * @returns the function that destroys the player (call it when the player goes).
 */
export async function playVimeo(
  element: HTMLElement,
  videoId: string,
  title: string,
): Promise<() => void> {
  const { default: Player } = await import('@vimeo/player');
  const url = (
    videoId.startsWith('https://') ? videoId : `https://vimeo.com/${videoId}`
  ) as `https://vimeo.com/${string}`;
  const source = /^\d+$/.test(videoId) ? { id: Number(videoId) } : { url };
  const player = new Player(element, { ...source, responsive: true, playsinline: true });
  void player.ready().then(
    () => element.querySelector('iframe')?.setAttribute('title', title),
    () => undefined,
  );
  return () => void player.destroy().catch(() => undefined);
}
