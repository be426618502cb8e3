/**
 * My profile's video cards (seed 000 §2 "My videos", seed 001 §2 "Profile cards", §9):
 * - My videos (title: setting `customer_profile_video_widget_title`), when the customer's video
 *   groups hold videos: each group's videos in its order, descriptions (179 characters) where the
 *   group shows them;
 * - Recommended videos (`recommended_videos`, up to 25): the first two, descriptions of 220
 *   characters, and See all, which opens the library.
 * Thumbnails 800 wide. A video opens full screen; its tags and categories lead to the library, a
 * related video opens in its place.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Video, VideoGroup } from '@studio/contract/videos';
import { MAX_RECOMMENDED_VIDEOS } from '@studio/contract/videos';
import { useLocalizedSetting } from '../../../shared/i18n/server-text.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { myVideosQuery } from '../api/customer-videos.ts';
import { videoFiltersQuery } from '../api/library-options.ts';
import { videoQuery } from '../api/videos.ts';
import { PREVIEW_LENGTH, THUMBNAIL_WIDTH, videoName } from '../lib/video-facts.ts';
import { VideoCard } from './video-card.tsx';
import { VideoModal } from './video-modal.tsx';
import '../videos.css';

/** How many recommended videos the card shows before See all (seed 001 §9). */
const RECOMMENDED_PREVIEW = 2;

/** A group's videos in the group's order (`sort_videos_by` name or created, and direction). */
function groupVideos(group: VideoGroup): Video[] {
  const byName = group.sort_videos_by === 'name';
  const sign = group.sort_videos_direction === 'desc' ? -1 : 1;
  return [...(group.videos ?? [])].sort(
    (a, b) =>
      sign *
      (byName ? videoName(a).localeCompare(videoName(b)) : (a.createdAt ?? 0) - (b.createdAt ?? 0)),
  );
}

function VideoList({
  videos,
  userId,
  previewLength,
  onOpen,
}: {
  videos: Video[];
  userId: number;
  previewLength: number;
  onOpen: (video: Video) => void;
}) {
  return (
    <ul className="video-grid video-grid-profile">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard
            video={video}
            userId={userId}
            onOpen={onOpen}
            width={THUMBNAIL_WIDTH.profile}
            previewLength={previewLength}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProfileVideos({ userId }: { userId: number }) {
  const { t } = useTranslation('videos');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Video | null>(null);
  const queryClient = useQueryClient();
  const data = useQuery(myVideosQuery(userId)).data;
  // The filters name a video's categories in the modal: asked for once one opens.
  const filters = useQuery({ ...videoFiltersQuery, enabled: open !== null }).data ?? [];
  const groups = (data?.video_groups_that_customer_can_access ?? []).filter(
    (group) => group.videos?.length,
  );
  const recommended = (data?.recommended_videos ?? []).slice(0, MAX_RECOMMENDED_VIDEOS);
  // The studio's title as written, an untouched default in the page's language (issue 26).
  const title = useLocalizedSetting('customer_profile_video_widget_title');
  const toLibrary = () => void navigate('/video-extended');

  return (
    <>
      {groups.length > 0 && (
        <div className="profile-wide">
          <Card title={title || t('my_videos')}>
            {groups.map((group) => (
              <section key={group.id} className="video-group">
                <h3>{group.name}</h3>
                <VideoList
                  videos={groupVideos(group)}
                  userId={userId}
                  previewLength={
                    group.show_video_descriptions === false ? 0 : PREVIEW_LENGTH.myVideos
                  }
                  onOpen={setOpen}
                />
              </section>
            ))}
          </Card>
        </div>
      )}
      {recommended.length > 0 && (
        <div className="profile-wide">
          <Card
            title={t('recommended_videos')}
            action={
              recommended.length > RECOMMENDED_PREVIEW && (
                <Link to="/video-extended" className="card-link">
                  {t('see_all')}
                </Link>
              )
            }
          >
            <VideoList
              videos={recommended.slice(0, RECOMMENDED_PREVIEW)}
              userId={userId}
              previewLength={PREVIEW_LENGTH.recommended}
              onOpen={setOpen}
            />
          </Card>
        </div>
      )}
      <VideoModal
        video={open}
        filters={filters}
        onClose={() => setOpen(null)}
        onSearch={toLibrary}
        onFilterValue={toLibrary}
        onRelated={(id) => {
          setOpen(null);
          void queryClient.fetchQuery(videoQuery(id, true)).then(setOpen, () => undefined);
        }}
      />
    </>
  );
}
