/**
 * A video full screen (seed 001 §2 "Video library", §5): the player (or, without access, the
 * picture with a play button that explains there is no access), name, the whole description,
 * tags, categories grouped by filter, teachers and related videos. A tag or category closes it and
 * is applied as a search or filter; a related video closes it and opens that one. react-aria's
 * modal locks the page's scroll while open and gives it back on close; the player is destroyed
 * with the modal.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Video, VideoFilter } from '@studio/contract/videos';
import { AriaLocale } from '../../../shared/i18n/aria-locale.tsx';
import {
  THUMBNAIL_RATIO,
  THUMBNAIL_WIDTH,
  canWatch,
  formatDuration,
  videoDescription,
  videoName,
} from '../lib/video-facts.ts';
import { NoAccessDialog } from './no-access-dialog.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoTeachers } from './video-teachers.tsx';

export interface VideoModalProps {
  video: Video | null;
  filters: readonly VideoFilter[];
  onClose: () => void;
  onSearch: (text: string) => void;
  onFilterValue: (filterId: number, valueId: number) => void;
  onRelated: (videoId: number) => void;
}

/** The filter values of `video` grouped under their filters' names, in the filters' order. */
function valuesByFilter(video: Video, filters: readonly VideoFilter[]) {
  const values = video.video_filter_values ?? [];
  return [...filters]
    .sort((a, b) => (a.sort_idx ?? 0) - (b.sort_idx ?? 0))
    .map((filter) => ({
      filter,
      values: values.filter((value) => value.video_filter_id === filter.id),
    }))
    .filter((group) => group.values.length > 0);
}

function Poster({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const [asking, setAsking] = useState(false);
  const width = THUMBNAIL_WIDTH.modal;
  return (
    <div className="video-poster">
      <Thumbnail video={video} width={width} height={Math.round(width * THUMBNAIL_RATIO)} eager />
      <button type="button" className="video-poster-play" onClick={() => setAsking(true)}>
        <span className="video-play-symbol" aria-hidden="true" />
        <span className="visually-hidden">{t('play', { name: videoName(video) })}</span>
      </button>
      <NoAccessDialog isOpen={asking} onClose={() => setAsking(false)} />
    </div>
  );
}

function ModalBody({
  video,
  filters,
  onSearch,
  onFilterValue,
  onRelated,
}: VideoModalProps & { video: Video }) {
  const { t } = useTranslation('videos');
  const groups = valuesByFilter(video, filters);
  const tags = video.video_tags ?? [];
  const related = video.related_videos ?? [];
  const duration = formatDuration(video.video_provider_data?.duration);
  return (
    <>
      {canWatch(video) ? <VideoPlayer video={video} /> : <Poster video={video} />}
      <div className="video-modal-text">
        <Heading slot="title" className="video-modal-title">
          {videoName(video)}
        </Heading>
        {duration && <p className="video-modal-duration">{t('length', { duration })}</p>}
        <p className="video-modal-description">{videoDescription(video)}</p>
        {groups.map(({ filter, values }) => (
          <section key={filter.id} className="video-modal-section">
            <h3>{filter.name}</h3>
            <ul className="video-pill-list">
              {values.map((value) => (
                <li key={value.id}>
                  <button
                    type="button"
                    className="video-pill"
                    onClick={() => onFilterValue(filter.id, value.id)}
                  >
                    {value.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {tags.length > 0 && (
          <section className="video-modal-section">
            <h3>{t('tags')}</h3>
            <ul className="video-pill-list">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <button type="button" className="video-pill" onClick={() => onSearch(tag.name)}>
                    #{tag.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <VideoTeachers teachers={video.teachers ?? []} />
        {related.length > 0 && (
          <section className="video-modal-section">
            <h3>{t('related_videos')}</h3>
            <ul className="video-related">
              {related.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="video-related-item"
                    onClick={() => onRelated(item.id)}
                  >
                    <Thumbnail
                      video={item}
                      width={300}
                      height={Math.round(300 * THUMBNAIL_RATIO)}
                    />
                    <span>{videoName(item)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

export function VideoModal(props: VideoModalProps) {
  const { t } = useTranslation('videos');
  const { video, onClose } = props;
  return (
    <AriaLocale>
      <ModalOverlay
        className="video-modal-overlay"
        isOpen={video !== null}
        onOpenChange={(open) => !open && onClose()}
        isDismissable
      >
        <Modal className="video-modal">
          <Dialog className="video-modal-dialog">
            <button type="button" className="video-modal-close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('common:close')}</span>
            </button>
            {video && <ModalBody {...props} video={video} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
