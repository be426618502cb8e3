/**
 * The video player page (seed 001 §2 "Video player page", `/video-player/{videoId}`): the video
 * full screen. Without access (no `video_provider_id`, CONTRACT §13) it says so and, once the
 * customer has read it, goes to Prices (seed 001 §8 alerts).
 */
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { videoQuery } from '../api/videos.ts';
import { canWatch, videoName } from '../lib/video-facts.ts';
import { VideoPlayer } from './video-player.tsx';

export function PlayerPage({ videoId }: { videoId: number }) {
  const { t } = useTranslation('videos');
  const navigate = useNavigate();
  const video = useQuery({ ...videoQuery(videoId, true), enabled: videoId > 0 });
  if (video.isPending && videoId > 0) return <Spinner fullScreen />;
  const found = video.data;
  return (
    <main className="video-player-page">
      <h1 className="visually-hidden">{found ? videoName(found) : t('title')}</h1>
      {found && canWatch(found) ? (
        <VideoPlayer video={found} />
      ) : (
        <AlertDialog
          isOpen
          title={found ? t('no_access') : t('not_found')}
          message={found ? t('no_access_message') : t('not_found_message')}
          okLabel={found ? t('see_prices') : t('ok')}
          onClose={() => void navigate(found ? '/prices' : '/video-extended', { replace: true })}
        />
      )}
    </main>
  );
}
