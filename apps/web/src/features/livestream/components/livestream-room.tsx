/**
 * The livestream room of one class (issue 25; seed 000 §2 `/livestream/class/{id}`), phone first:
 * the class and its time, then by the room's `status` — `waiting`: when it opens and a countdown;
 * `open`: the stream (hls.js video or a service's frame), or word that the studio has not started
 * it; `ended`: that it has ended, with the ways on. The status line is a polite live region, so a
 * screen reader hears the room open or end, not every second of the countdown. The room asks the
 * server again by itself (get-livestream-room.ts); a 403 or 404 shows the refusal.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LivestreamRoom as Room } from '@studio/contract/livestream-room';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { roomRefusal, useLivestreamRoom } from '../api/get-livestream-room.ts';
import { copenhagenClock } from '../lib/countdown.ts';
import { Countdown } from './countdown.tsx';
import { EmbedPlayer } from './embed-player.tsx';
import { HlsPlayer } from './hls-player.tsx';
import { RoomHeader } from './room-header.tsx';
import { RoomRefusal } from './room-refusal.tsx';

/** The room of class `classId`; 0 (no valid id in the address) is "not available". */
export function LivestreamRoom({ classId }: { classId: number }) {
  return classId ? <RoomOfClass classId={classId} /> : <RoomRefusal status={404} classId={0} />;
}

function RoomOfClass({ classId }: { classId: number }) {
  const room = useLivestreamRoom(classId);
  const refusal = roomRefusal(room.error);
  if (refusal) return <RoomRefusal status={refusal} classId={classId} />;
  if (!room.data) return <Spinner />;
  return <RoomView room={room.data} />;
}

function RoomView({ room }: { room: Room }) {
  const { t } = useTranslation('livestream');
  const { stream } = room;
  const live = room.status === 'open' && stream;
  const status =
    room.status === 'waiting'
      ? t('opens_at', { time: copenhagenClock(room.opens_at) })
      : room.status === 'ended'
        ? t('ended')
        : t(stream ? 'live_now' : 'no_stream_yet');
  return (
    <main className="page livestream-page">
      <RoomHeader room={room} />
      <p role="status" className={`livestream-status${live ? ' is-live' : ''}`}>
        {status}
      </p>
      {room.status === 'waiting' && <Countdown opensAt={room.opens_at} />}
      {live && stream.type === 'hls' && <HlsPlayer url={stream.url} title={room.class_type_name} />}
      {live && stream.type === 'embed' && (
        <EmbedPlayer url={stream.url} title={room.class_type_name} />
      )}
      {room.status === 'ended' && (
        <div className="livestream-actions">
          <Link to="/schedule" className="button button-primary">
            {t('common:go_to_schedule')}
          </Link>
          <Link to="/my-profile" className="button button-secondary">
            {t('go_to_profile')}
          </Link>
        </div>
      )}
    </main>
  );
}
