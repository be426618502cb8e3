/** Keeping Vimeo videos' cached data fresh: the daily job. */
export { refreshAllVimeoVideos, refreshVimeoVideos } from './service.ts';
