/**
 * Route module of the livestream (issue 25; seed 000 §2): `/livestream/class/{classId}/preloader`
 * (LivestreamClassPreloader, which replaces itself with the room) and `/livestream/class/{classId}`
 * (LivestreamClass, "loaded lazily"), the room for a customer signed up for the class's
 * livestream. Customer routes: visitors are sent to Login and brought back. One module for both,
 * so the room is loaded when the preloader gives way to it, and the schedule's first load carries
 * one route entry, not two. hls.js loads only when a stream plays (shared/media/play-hls.ts).
 */
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { livestreamRoomQuery } from './api/get-livestream-room.ts';
import { LivestreamRoom } from './components/livestream-room.tsx';
import { Preloader } from './components/preloader.tsx';
import { classIdOf } from './lib/class-id.ts';
import '../../shared/ui/button.css';
import './livestream.css';

const isPreloader = (pathname: string) => pathname.endsWith('/preloader');

/**
 * The page's texts and the room's first answer (a refusal included: the room shows it). The
 * preloader does not wait for the answer: it shows while the room waits for it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const classId = classIdOf(params.classId);
  const room = classId ? queryClient.prefetchQuery(livestreamRoomQuery(classId)) : null;
  const preloading = isPreloader(new URL(request.url).pathname);
  await Promise.all([i18n.loadNamespaces('livestream'), preloading ? null : room]);
  return null;
}

/** Route component. */
export function Component() {
  const { classId = '' } = useParams();
  if (isPreloader(useLocation().pathname)) return <Preloader classId={classId} />;
  const id = classIdOf(classId);
  return <LivestreamRoom key={id} classId={id} />;
}
