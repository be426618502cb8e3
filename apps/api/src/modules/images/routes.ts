/**
 * GET /images/{id} (CONTRACT §14: the studio's own images only) and GET /image-files/{filename},
 * the image host the web builds display URLs on (`/image-files/<filename>?w=&h=&fit=crop`, §1.12).
 * Files are served as stored: `w`, `h` and `fit` are accepted and ignored until the resizer lands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageFileParams, ImageIdParams } from '@studio/contract/images';
import { readImageFile } from './files.ts';
import { findImage } from './queries.ts';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  // A bad id answers the contract's 400 text, not the schema error object.
  const byId = { schema: { params: ImageIdParams }, attachValidation: true };
  app.get('/images/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('id must be a positive integer');
    const image = await findImage(app.db, request.client.row.id, request.params.id);
    return image ?? reply.code(404).type('text/plain').send('Not Found');
  });

  // An <img> tag sends no client header, so files are not bound to the studio resolved here;
  // stored names carry no personal data.
  const byName = { schema: { params: ImageFileParams } };
  app.get('/image-files/:filename', byName, async (request, reply) => {
    const file = await readImageFile(request.params.filename);
    if (!file) return reply.code(404).type('text/plain').send('Not Found');
    return (
      reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened on its own must not run scripts in our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file.bytes)
    );
  });
};
