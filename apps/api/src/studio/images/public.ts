/**
 * What other modules may use of images: looking them up by id (CONTRACT §14 images), reading a
 * file's bytes (the printed gift card's logo), and the cleanup of unclaimed uploads (the
 * `unclaimed-uploads` job).
 */
export { findImage, imagesById } from './queries.ts';
export { readImageFile } from './files.ts';
export { removeUnclaimedUploads } from './cleanup.ts';
