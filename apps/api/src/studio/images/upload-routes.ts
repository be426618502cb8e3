/**
 * POST /images and POST /images/{width}/{height} (CONTRACT §14; seed 000 §5 image upload). Public,
 * since the signup form uploads before there is a login, and limited per address. The file comes
 * in the multipart field `image` (at most 50 MB); anything that is not a raster image, a larger
 * file, or an image over 50 megapixels (images/normalise.ts) is refused with a 400 and nothing is
 * stored. The answer is the Image record, expiring one hour ahead until a saved record (the
 * profile) refers to it; the cleanup job removes one nobody claimed (cleanup.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as z from 'zod/mini';
import { ImageSizeParams, MAX_UPLOAD_BYTES, UploadedImage } from '@studio/contract/image-routes';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { fill } from '../../platform/i18n/locale.ts';
import { tooManyAttempts } from '../../platform/i18n/limit-texts.ts';
import {
  MAX_INPUT_EDGE,
  MAX_INPUT_PIXELS,
  normaliseImage,
} from '../../platform/images/normalise.ts';
import { holdsNul, NUL_REFUSAL } from '../../platform/http/text-input.ts';
import { removeImageFile, writeImageFile } from './files.ts';
import { insertUpload } from './queries.ts';

const TOO_LARGE =
  `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels` +
  ` and ${MAX_INPUT_EDGE} pixels on a side`;

const UPLOADS_PER_WINDOW = 30;
const WINDOW_MS = 15 * 60_000;

const tooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: unknown }).statusCode === 413;

export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here: no other route takes files.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  });

  async function upload(request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart())
      return reply.badRequest('Send the image as multipart/form-data in the field "image"');
    let bytes: Buffer;
    let originalName: string;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'image')
        return reply.badRequest('Send the image as multipart/form-data in the field "image"');
      // Not in the body, so plugins/text-input.ts does not see it.
      if (holdsNul(file.filename)) return reply.badRequest(NUL_REFUSAL);
      bytes = await file.toBuffer();
      originalName = file.filename.slice(0, 255);
    } catch (error) {
      if (tooLarge(error)) return reply.badRequest('The image is larger than 50 MB');
      throw error;
    }
    const image = await normaliseImage(bytes);
    if (image === 'not-an-image')
      return reply.badRequest('The file is not an image (JPEG, PNG, WebP or GIF)');
    if (image === 'too-large') return reply.badRequest(TOO_LARGE);
    const filename = await writeImageFile(image.bytes, image.extension);
    try {
      return await insertUpload(
        app.db,
        request.client.row.id,
        { filename, original_filename: originalName, width: image.width, height: image.height },
        request.user?.id ?? null,
      );
    } catch (error) {
      await removeImageFile(filename);
      throw error;
    }
  }

  const schema = {
    consumes: ['multipart/form-data'],
    body: checkedByHandler(
      z.object({ image: z.string() }),
      'multipart/form-data: the image file in the field `image` (at most 50 MB)',
    ),
    response: answers({ json: UploadedImage }),
  };
  const options = {
    schema,
    config: {
      rateLimit: {
        max: UPLOADS_PER_WINDOW,
        timeWindow: WINDOW_MS,
        errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          message: fill(tooManyAttempts[request.locale], {
            minutes: Math.ceil(context.ttl / 60_000),
          }),
        }),
      },
    },
  };
  app.post('/images', options, upload);
  // `{width}/{height}` are the client's measurement; we store the size in the file (the same for
  // an honest client, and the truth otherwise).
  const sized = {
    ...options,
    schema: { ...schema, params: ImageSizeParams },
    attachValidation: true,
  };
  app.post('/images/:width/:height', sized, async (request, reply) => {
    if (request.validationError)
      return reply.badRequest('width and height must be positive integers');
    return upload(request, reply);
  });
};
