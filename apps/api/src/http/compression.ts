/**
 * Compresses answers of 1 KB and more (issue 10 defect 12): brotli at quality 4, else gzip at
 * level 6, whichever the client accepts. Quality 4 keeps `GET /classes` for a 500-class week
 * (~1.3 MB of JSON) to a few milliseconds of CPU, with most of brotli 11's gain; brotli 11 would
 * take longer than the query. Files that arrive already compressed (precompressed web assets,
 * http/web-routes.ts) are left alone.
 *
 * A cache that keeps an answer (the visitors' week, the app page) keeps it as a `KeptBody`
 * (`app.keepBody`) and sends it with `reply.sendKept`: each encoding is compressed once, when a
 * client first asks for it, and kept with the body.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

const threshold = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const zlibOptions = { level: 6 };

type Encoding = 'br' | 'gzip';

/** A kept answer: its bytes, type, and the compressed forms made so far. */
export interface KeptBody {
  bytes: Buffer;
  type: string;
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A body to keep in a cache: `text` with its `Content-Type`. */
    keepBody: (text: string, type: string) => KeptBody;
  }
  interface FastifyReply {
    /** Sends a kept body, compressed as the client accepts (compressing once per encoding). */
    sendKept: (body: KeptBody) => Promise<FastifyReply>;
  }
}

export default fp(async (app) => {
  await app.register(compress, {
    threshold,
    // In one call up to 256 KB (a busy week is ~100 KB): a zlib stream per answer costs more
    // CPU than it saves on 2 cores (the plugin's default there is 8 KB).
    syncThreshold: 262_144,
    encodings: ['br', 'gzip'],
    brotliOptions,
    zlibOptions,
  });
  app.decorate('keepBody', (text: string, type: string) => ({
    bytes: Buffer.from(text),
    type,
    encoded: {},
  }));
  app.decorateReply('sendKept', async function (this: FastifyReply, body: KeptBody) {
    const encoding = encodingFor(this.request.headers['accept-encoding']);
    const bytes = encoding && (await (body.encoded[encoding] ??= compressed(body.bytes, encoding)));
    this.type(body.type).header('vary', 'accept-encoding');
    if (!encoding || !bytes) return this.send(body.bytes);
    return this.header('content-encoding', encoding).send(bytes);
  });
});

/**
 * The encoding the plugin would choose for an `Accept-Encoding` header: the accepted one of br
 * and gzip with the higher q (br on a tie; `x-gzip` and `*` count), or null for none.
 */
function encodingFor(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const q: Record<string, number> = {};
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = weight === undefined ? 1 : Number(weight);
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed as the plugin would (same quality and level), or null when it is below the
 * plugin's 1 KB threshold (the plugin would send it as it is). Runs on libuv's thread pool.
 */
function compressed(body: Buffer, encoding: Encoding): Promise<Buffer | null> {
  if (body.length < threshold) return Promise.resolve(null);
  return encoding === 'br' ? brotli(body, brotliOptions) : gzipAsync(body, zlibOptions);
}
