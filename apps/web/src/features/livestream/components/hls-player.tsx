/**
 * The room's video for an HLS stream (issue 25): native controls, inline on phones, muted so the
 * browser lets it start by itself, with a "Turn on sound" button until the sound is on. Named by
 * the class, so a screen reader says what plays. Trouble (unreachable, retrying; unsupported) is
 * said in a polite live region beside it. hls.js is destroyed when the player goes.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { playHls, type PlayerTrouble } from '../../../shared/media/play-hls.ts';

interface Props {
  url: string;
  /** The accessible name of the video: the class type's name. */
  title: string;
}

export function HlsPlayer({ url, title }: Props) {
  const { t } = useTranslation('livestream');
  const video = useRef<HTMLVideoElement>(null);
  const [trouble, setTrouble] = useState<PlayerTrouble | null>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let gone = false;
    playHls(element, url, setTrouble).then(
      (stopPlaying) => (gone ? stopPlaying() : (stop = stopPlaying)),
      // The player's code could not be loaded (offline): the same words as a failing stream.
      () => !gone && setTrouble('unreachable'),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [url]);

  const turnOnSound = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    setMuted(false); // at once; `volumechange` keeps the button in step with the native controls
    void element.play().catch(() => undefined);
  };

  return (
    <div className="livestream-player">
      <video
        ref={video}
        className="livestream-video"
        aria-label={title}
        controls
        playsInline
        muted
        autoPlay
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      <p role="status" className="livestream-trouble">
        {trouble && t(`trouble_${trouble}`)}
      </p>
      {muted && (
        <Button variant="secondary" onPress={turnOnSound}>
          {t('turn_on_sound')}
        </Button>
      )}
    </div>
  );
}
