/** The heart on a video (seed 001 §2; logged-in customers only): a toggle button. */
import { useTranslation } from 'react-i18next';
import type { Video } from '@studio/contract/videos';
import { useToggleFavorite } from '../api/favorites.ts';
import { videoName } from '../lib/video-facts.ts';
import { HeartIcon } from './heart-icon.tsx';

export function FavoriteButton({ video, userId }: { video: Video; userId: number }) {
  const { t } = useTranslation('videos');
  const toggle = useToggleFavorite(userId);
  const favorite = !!video.is_user_favorite;
  return (
    <button
      type="button"
      className="video-heart"
      aria-pressed={favorite}
      aria-label={t('favorite', { name: videoName(video) })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(video)}
    >
      <HeartIcon filled={favorite} />
    </button>
  );
}
