/**
 * One video in the library's grid (seed 001 §2 "Video library", §9): thumbnail 600 wide (lazy),
 * duration as mm:ss, name, filter values, a 140-character description preview, and the heart for
 * a logged-in customer. The thumbnail and name open the video.
 */
import { useTranslation } from 'react-i18next';
import type { Video } from '@studio/contract/videos';
import {
  PREVIEW_LENGTH,
  THUMBNAIL_RATIO,
  THUMBNAIL_WIDTH,
  descriptionPreview,
  formatDuration,
  videoDescription,
  videoName,
} from '../lib/video-facts.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { Thumbnail } from './thumbnail.tsx';

interface Props {
  video: Video;
  userId: number | null;
  onOpen: (video: Video) => void;
  width?: number;
  previewLength?: number;
}

export function VideoCard({
  video,
  userId,
  onOpen,
  width = THUMBNAIL_WIDTH.library,
  previewLength = PREVIEW_LENGTH.library,
}: Props) {
  const { t } = useTranslation('videos');
  const name = videoName(video);
  const duration = formatDuration(video.video_provider_data?.duration);
  const values = (video.video_filter_values ?? []).map((value) => value.name).join(' · ');
  return (
    <article className="video-card" aria-label={name}>
      <button type="button" className="video-card-open" onClick={() => onOpen(video)}>
        <span className="video-card-picture">
          <Thumbnail video={video} width={width} height={Math.round(width * THUMBNAIL_RATIO)} />
          {duration && (
            <span className="video-duration">
              <span className="visually-hidden">{t('duration')} </span>
              {duration}
            </span>
          )}
        </span>
        <span className="video-card-name">{name}</span>
      </button>
      {userId !== null && <FavoriteButton video={video} userId={userId} />}
      {values && <p className="video-card-values">{values}</p>}
      {previewLength > 0 && (
        <p className="video-card-description">
          {descriptionPreview(videoDescription(video), previewLength)}
        </p>
      )}
    </article>
  );
}
