/**
 * POST /images/{width}/{height} (CONTRACT §14): uploads a picture as multipart field `image`.
 */
import { Image } from '@studio/contract/images';
import { api } from '../../../shared/api/client.ts';

/**
 * Uploads `picture` (already cropped, `width`×`height` px) and returns the Image record; its `id`
 * is then saved on the user (the upload expires after an hour otherwise).
 * @throws ApiError for a refused upload (too large, not an image), TypeError when offline.
 */
export function uploadImage(picture: Blob, width: number, height: number): Promise<Image> {
  const form = new FormData();
  form.append('image', picture, 'profile.jpg');
  return api.post(`/images/${width}/${height}`, Image, { body: form });
}
