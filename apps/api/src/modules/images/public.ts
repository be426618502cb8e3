/** What other modules may use of images: looking them up by id (CONTRACT §14 images). */
export { findImage, imagesById } from './queries.ts';
export { imageRoutes } from './routes.ts';
