/**
 * What other modules may use of images: looking them up by id (CONTRACT §14 images), and the
 * cleanup of unclaimed uploads (the `unclaimed-uploads` job).
 */
export { findImage, imagesById } from './queries.ts';
export { removeUnclaimedUploads } from './cleanup.ts';
