/**
 * Types for the part of Vimeo's official Node library (`@vimeo/vimeo` 3, which ships none) that
 * vimeo.ts uses: an authenticated client and `request(options, callback)` (its lib/vimeo.js).
 */
declare module '@vimeo/vimeo' {
  import type { IncomingHttpHeaders } from 'node:http';

  export interface VimeoRequestOptions {
    path: string;
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    query?: Record<string, string>;
    headers?: Record<string, string>;
    /** Defaults (`request_defaults`): `https:`, `api.vimeo.com`, 443. */
    protocol?: 'http:' | 'https:';
    hostname?: string;
    port?: number;
  }

  /**
   * Called once: on success `(null, parsed JSON, status, headers)`; on an HTTP error (≥ 400)
   * `(Error(body text), body text, status, headers)`; on a network error `(error)`.
   */
  export type VimeoCallback = (
    error: Error | null,
    body?: unknown,
    statusCode?: number,
    headers?: IncomingHttpHeaders,
  ) => void;

  export class Vimeo {
    constructor(clientId: string | null, clientSecret: string | null, accessToken?: string);
    request(options: VimeoRequestOptions, callback: VimeoCallback): void;
  }
}
