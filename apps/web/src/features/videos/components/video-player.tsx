/**
 * Plays a video the customer may watch (decision record 2026-11-27-video-library): a built-in
 * video with hls.js from its signed `play_url`, with a captions track per `text_tracks` entry, in a
 * native, labelled `<video>` (keyboard and screen-reader controls, inline on phones); a Vimeo video
 * with Vimeo's player library. Both libraries load only when a player opens, and the player is
 * destroyed when it goes (the modal closes, the page is left).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@studio/contract/videos';
import { playHls, type PlayerTrouble } from '../../../shared/media/play-hls.ts';
import { playVimeo } from '../lib/play-vimeo.ts';
import { videoName } from '../lib/video-facts.ts';

/** Starts `start` on mount (or when `key` changes) and stops what it returns on unmount. */
function usePlayer(start: () => Promise<() => void>, onFail: () => void, key: string) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    start().then(
      (stopPlaying) => (gone ? stopPlaying() : (stop = stopPlaying)),
      () => !gone && onFail(),
    );
    return () => {
      gone = true;
      stop?.();
    };
    // Only a new address restarts the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

function BuiltinPlayer({ video, title }: { video: Video; title: string }) {
  const { t } = useTranslation('videos');
  const element = useRef<HTMLVideoElement>(null);
  const [trouble, setTrouble] = useState<PlayerTrouble | null>(null);
  const url = video.video_provider_data?.play_url ?? '';
  usePlayer(
    () => (element.current ? playHls(element.current, url, setTrouble) : Promise.resolve(() => {})),
    () => setTrouble('unreachable'),
    url,
  );
  return (
    <div className="video-player">
      {/* Captions are the video's `text_tracks` below; a video without them has none to give. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={element} className="video-player-media" aria-label={title} controls playsInline>
        {(video.video_provider_data?.text_tracks ?? []).map((track) => (
          <track
            key={track.url}
            kind="captions"
            src={track.url}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </video>
      <p role="status" className="video-player-trouble">
        {trouble && t(`trouble_${trouble}`)}
      </p>
    </div>
  );
}

function VimeoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('videos');
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  usePlayer(
    () =>
      element.current ? playVimeo(element.current, videoId, title) : Promise.resolve(() => {}),
    () => setFailed(true),
    videoId,
  );
  return (
    <div className="video-player">
      <div ref={element} className="video-player-frame" />
      <p role="status" className="video-player-trouble">
        {failed && t('trouble_unreachable')}
      </p>
    </div>
  );
}

/** The player for `video`, which must have a `video_provider_id` (the caller checks access). */
export function VideoPlayer({ video }: { video: Video }) {
  const title = videoName(video);
  if (video.video_provider === 'builtin') return <BuiltinPlayer video={video} title={title} />;
  return <VimeoPlayer videoId={video.video_provider_id ?? ''} title={title} />;
}
