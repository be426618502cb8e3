/**
 * Security headers (issue 10 defect 11). On every answer (@fastify/helmet): `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` (a provider may still read the
 * calling host, CONTRACT §1.2), HSTS without subdomains, and a cross-origin resource policy so a
 * web app on another origin can show our images. The app page's Content-Security-Policy depends on
 * the studio and is set by http/web-routes.ts with `appPagePolicy`; framing is governed by its
 * `frame-ancestors`, so no `X-Frame-Options`.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Settings } from '@studio/contract/client';
import { embedOrigins } from '../studio/public.ts';
import { bootScriptSource } from './boot-requests.ts';

/** The origin of the studio's custom font stylesheet, when the theme uses one. */
function customFontOrigin(settings: Settings): string | undefined {
  if (settings.theme_font_type !== 'custom') return undefined;
  try {
    const url = new URL(String(settings.theme_custom_font_stylesheet_url));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A host name as the studio's `domains` hold them (`studio.dk`, `www.studio.dk`). */
const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

/**
 * Google Tag Manager's hosts, allowed only for a studio with a `google_tag_manager_id` (seed 000
 * §1): its script, and the analytics endpoints the tags it loads call (images are already open).
 */
const tagManager = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

/**
 * Vimeo's player library (`@vimeo/player`, the video library's Vimeo videos) asks Vimeo's oEmbed
 * endpoint (`https://vimeo.com/api/oembed.json`) before it frames `https://player.vimeo.com`.
 */
const vimeo = { connect: ['https://vimeo.com'] };

/** The origin of the studio's HLS livestream (`livestream_stream_url`), which the player fetches. */
function streamOrigin(settings: Settings): string[] {
  const url = String(settings.livestream_stream_url ?? '').trim();
  if (!/^https:\/\/[^/]+\/.*\.m3u8($|\?)/i.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * The Content-Security-Policy of the web app's page for one studio: scripts from our own origin,
 * the page's one inline script by its hash (boot-requests.ts) and Google Tag Manager when the
 * studio uses it, API calls to
 * our origin or to the provider API the app is pointed at (`apiRoot`), inline style attributes
 * (React), Google Fonts or the studio's custom font host, images from anywhere over https (studio
 * texts may show them), and framing (issue 13) by our own origin, the studio's `domains` (over
 * https) and its `frontend_allowed_embed_origins`. The livestream room may play media from
 * blob: URLs and the studio's HLS host, and frame any https player.
 */
export function appPagePolicy(settings: Settings, apiRoot = '', domains: string[] = []): string {
  const fontHost = customFontOrigin(settings);
  // The provider API the app was pointed at (`WEB_API_ROOT`), when it is not this server.
  const api = apiRoot ? [new URL(apiRoot).origin] : [];
  const extra = fontHost ? [fontHost] : [];
  const gtm = String(settings.google_tag_manager_id ?? '').trim() !== '';
  const studioSites = domains.filter((domain) => hostName.test(domain)).map((d) => `https://${d}`);
  const stream = streamOrigin(settings);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", bootScriptSource, ...(gtm ? tagManager.script : [])],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com', ...extra],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com', ...extra],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': [
      "'self'",
      ...api,
      ...stream,
      ...vimeo.connect,
      ...(gtm ? tagManager.connect : []),
    ],
    // The livestream room and the video library (issue 25): hls.js feeds the video from blob:
    // URLs in a blob: worker; a built-in video's captions (and its playlist, where the browser
    // plays HLS itself) come from the API; a streaming service's or Vimeo's player is an https
    // frame (player.vimeo.com) showing https images (i.vimeocdn.com).
    'media-src': ["'self'", 'blob:', ...api, ...stream],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...studioSites, ...embedOrigins(settings)],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
});
