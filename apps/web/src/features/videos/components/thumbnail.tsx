/** A video's picture at a given size, loaded lazily; a plain block when it has none. */
import type { Video } from '@studio/contract/videos';
import { thumbnailUrl } from '../lib/video-facts.ts';

export function Thumbnail({
  video,
  width,
  height,
  eager = false,
}: {
  video: Video;
  width: number;
  height: number;
  eager?: boolean;
}) {
  const src = thumbnailUrl(video, width);
  if (!src) return <span className="video-thumbnail video-thumbnail-empty" />;
  return (
    <img
      className="video-thumbnail"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
