/**
 * GET /images/{id} (CONTRACT §14: the studio's own images only) and GET /image-files/{filename},
 * the image host the web builds display URLs on (`/image-files/<filename>?w=&h=&fit=crop`, §1.12).
 * Files are served as stored: `w`, `h` and `fit` are accepted and ignored until the resizer lands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '@studio/contract/wire';
import { readImageFile } from './files.ts';
import { findImage } from './queries.ts';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/images/:id', async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    if (id === undefined) return reply.badRequest('id must be a positive integer');
    const image = await findImage(app.db, request.client.row.id, id);
    return image ?? reply.code(404).type('text/plain').send('Not Found');
  });

  // An <img> tag sends no client header, so files are not bound to the studio resolved here;
  // stored names carry no personal data.
  app.get('/image-files/:filename', async (request, reply) => {
    const file = await readImageFile((request.params as { filename: string }).filename);
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
