/**
 * What the library's other modules and the account use of videos (CONTRACT §13): the access rule
 * (`customerMayWatchVideo`, used by the built-in media route too), the set-based form for lists,
 * and the builder of video answers.
 */
export { accessibleVideoIds, customerMayWatchVideo } from '../video-access/public.ts';
export { buildVideos, videoGroupFields, type KnownAccess } from './build.ts';
export { findVideos, type VideoRow } from './queries.ts';
export { type VideoViewer } from './serialize.ts';
export { videoViewerOf } from './viewer.ts';
export { recommendedVideos } from './recommended.ts';
