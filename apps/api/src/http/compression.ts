/**
 * Compresses answers of 1 KB and more (issue 10 defect 12): brotli at quality 4, else gzip at
 * level 6, whichever the client accepts. Quality 4 keeps `GET /classes` for a 500-class week
 * (~1.3 MB of JSON) to a few milliseconds of CPU, with most of brotli 11's gain; brotli 11 would
 * take longer than the query. Files that arrive already compressed (precompressed web assets,
 * http/web-routes.ts) are left alone.
 */
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

export default fp(async (app) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
