/**
 * GET /images/{id} (CONTRACT §14: the studio's own images only) and GET /image-files/{filename},
 * the image host the web builds display URLs on (`/image-files/<filename>?w=&h=&fit=crop`, §1.12),
 * resized by images/resize.ts. Uploads: upload-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageFileParams, ImageIdParams, ImageResizeQuery } from '@studio/contract/image-routes';
import { Image } from '@studio/contract/images';
import { answers } from '../../platform/http/answers.ts';
import { NoQuery } from '../../platform/http/requests.ts';
import { readEdge, resizeImage } from '../../platform/images/resize.ts';
import { readImageFile } from './files.ts';
import { findImage } from './queries.ts';
import { imageUploadRoutes } from './upload-routes.ts';

/** Raster types the resizer handles; SVG and others are served as stored. */
const resizable = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(imageUploadRoutes);

  // A bad id answers the contract's 400 text, not the schema error object.
  const byId = {
    schema: {
      params: ImageIdParams,
      querystring: NoQuery,
      response: answers({ json: Image, notFound: true }),
    },
    attachValidation: true,
  };
  app.get('/images/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('id must be a positive integer');
    const image = await findImage(app.db, request.client.row.id, request.params.id);
    return image ?? reply.code(404).type('text/plain').send('Not Found');
  });

  // An <img> tag sends no client header, so files are not bound to the studio resolved here;
  // stored names carry no personal data.
  const byName = { schema: { params: ImageFileParams, querystring: ImageResizeQuery } };
  app.get('/image-files/:filename', byName, async (request, reply) => {
    const file = await readImageFile(request.params.filename);
    if (!file) return reply.code(404).type('text/plain').send('Not Found');
    const size = {
      w: readEdge(request.query.w),
      h: readEdge(request.query.h),
      crop: request.query.fit === 'crop',
    };
    const resize = resizable.has(file.contentType) && (size.w || size.h);
    const bytes = resize
      ? await resizeImage(request.params.filename, file.bytes, size)
      : file.bytes;
    return (
      reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened on its own must not run scripts in our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(bytes)
    );
  });
};
