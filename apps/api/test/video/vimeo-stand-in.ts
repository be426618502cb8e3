/**
 * A stand-in for Vimeo's API (https://developer.vimeo.com/api/reference/videos#get_video) on
 * 127.0.0.1, answering as Vimeo's published API does: `GET /videos/{id}` with
 * `Authorization: bearer <token>` (the scheme case-insensitive) → 200 the video object in Vimeo's
 * shape (the `fields` filter honoured for top-level names), 404 with Vimeo's error body for an
 * unknown video, 401 for a missing or wrong token, 403 for a video the token may not read, and 429 with Vimeo's rate-limit headers while
 * `rateLimited` is set. `requests` records what was asked (path, authorization).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VimeoStandIn {
  /** `http://127.0.0.1:<port>`, for `fetchVimeoVideo({ apiOrigin })`. */
  origin: string;
  token: string;
  /** Videos by id; add or change one to change what the stand-in answers. */
  videos: Map<string, Record<string, unknown>>;
  /** While set, every request gets 429 with these seconds in `Retry-After`. */
  rateLimited: number | null;
  /** While set, every request gets this 5xx. */
  failing: number | null;
  /** Videos this token may not read (another account's private video): 403. */
  forbidden: Set<string>;
  requests: Array<{ path: string; authorization: string }>;
  close: () => Promise<void>;
}

/** A video object as Vimeo sends it (API 3.4), trimmed to what a library page shows and more. */
export function vimeoVideo(id: string, overrides: Record<string, unknown> = {}) {
  const base = `https://i.vimeocdn.com/video/${id}-abc`;
  return {
    uri: `/videos/${id}`,
    name: `Video ${id}`,
    description: 'A calm flow for the morning.',
    type: 'video',
    link: `https://vimeo.com/${id}`,
    duration: 1830,
    width: 1920,
    height: 1080,
    language: null,
    embed: {
      html: `<iframe src="https://player.vimeo.com/video/${id}?h=abc" width="1920" height="1080" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="Video ${id}"></iframe>`,
      badges: { hdr: false, live: { streaming: false, archived: false } },
    },
    created_time: '2023-11-14T10:00:00+00:00',
    modified_time: '2023-11-15T10:00:00+00:00',
    privacy: {
      view: 'disable',
      embed: 'whitelist',
      download: false,
      add: false,
      comments: 'nobody',
    },
    pictures: {
      uri: `/videos/${id}/pictures/1`,
      active: true,
      type: 'custom',
      base_link: base,
      sizes: [295, 640, 960, 1280].map((width) => ({
        width,
        height: Math.round((width * 9) / 16),
        link: `${base}-d_${width}x${Math.round((width * 9) / 16)}`,
        link_with_play_button: `${base}-d_${width}x${Math.round((width * 9) / 16)}?r=pad&play=1`,
      })),
    },
    tags: [],
    stats: { plays: 312 },
    status: 'available',
    user: { uri: '/users/1', name: 'Studio' },
    ...overrides,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/vnd.vimeo.error+json', ...headers },
});

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startVimeoStandIn(token = 'good-token'): Promise<VimeoStandIn> {
  const standIn: Omit<VimeoStandIn, 'origin' | 'close'> = {
    token,
    videos: new Map(),
    rateLimited: null,
    failing: null,
    forbidden: new Set(),
    requests: [],
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const authorization = request.headers.authorization ?? '';
    standIn.requests.push({ path: url.pathname + url.search, authorization });
    const answer = (() => {
      if (standIn.failing) return json(standIn.failing, { error: 'Something strange occurred.' });
      if (standIn.rateLimited !== null)
        return json(
          429,
          { error: 'Too many API requests. Please wait a bit and try again.', error_code: 9000 },
          {
            'retry-after': String(standIn.rateLimited),
            'x-ratelimit-limit': '250',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': new Date(Date.now() + standIn.rateLimited * 1000).toISOString(),
          },
        );
      const [scheme, given] = authorization.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || given !== standIn.token)
        return json(
          401,
          {
            error: 'You must provide a valid authenticated access token.',
            link: null,
            developer_message:
              'The request must include a valid Authorization header with an access token.',
            error_code: 8003,
          },
          { 'www-authenticate': 'Bearer error="invalid_token"' },
        );
      const id = /^\/videos\/(\d+)$/.exec(url.pathname)?.[1];
      if (id && standIn.forbidden.has(id))
        return json(403, {
          error: "Sorry, you don't have permission to view this video.",
          link: null,
          developer_message: 'The authenticated user does not have access to this video.',
          error_code: 3200,
        });
      const video = id && request.method === 'GET' ? standIn.videos.get(id) : undefined;
      if (!video)
        return json(404, {
          error: "The requested video couldn't be found.",
          link: null,
          developer_message: 'The requested video could not be found.',
          error_code: 5000,
        });
      const fields = url.searchParams.get('fields');
      const wanted = fields ? new Set(fields.split(',').map((f) => f.split('.')[0])) : null;
      const body = wanted
        ? Object.fromEntries(Object.entries(video).filter(([key]) => wanted.has(key)))
        : video;
      return {
        status: 200,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/vnd.vimeo.video+json' },
      };
    })();
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
