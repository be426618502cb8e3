/**
 * Route module of the video library (seed 001 §2): `/video-extended` (VideoExtended, the library,
 * open to visitors) and `/video-player/{videoId}` (the player page, customers only). One module
 * for both, so the first load carries one route entry, not two. The players' libraries (hls.js,
 * @vimeo/player) load only when a video plays.
 */
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { parseId } from '@studio/contract/wire';
import { i18n } from '../../shared/i18n/i18n.ts';
import { PlayerPage } from './components/player-page.tsx';
import { VideoLibrary } from './components/video-library.tsx';
import '../../shared/ui/button.css';
import './videos.css';

const isPlayer = (pathname: string) => pathname.startsWith('/video-player/');

/** The page's texts. */
export async function loader(_args: LoaderFunctionArgs) {
  await i18n.loadNamespaces('videos');
  return null;
}

/** Route component. */
export function Component() {
  const { videoId } = useParams();
  if (isPlayer(useLocation().pathname))
    return <PlayerPage key={videoId} videoId={parseId(videoId) ?? 0} />;
  return <VideoLibrary />;
}
