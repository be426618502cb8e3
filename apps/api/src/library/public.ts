/**
 * The one face of the video library (videos, video groups, favourites, who may watch what) for code
 * outside it: the services the account and the app use. Its routes are registered apart
 * (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export { recommendedVideos, videoViewerOf, type VideoViewer } from './videos/public.ts';
export { groupsCustomerCanAccess } from './video-groups/public.ts';
export * from './vimeo-sync/public.ts';
