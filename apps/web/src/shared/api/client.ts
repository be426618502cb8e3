/**
 * The only code that calls `fetch` on the provider API (STYLE.md, talking to the API). Adds the
 * headers of seed 000 §7 and CONTRACT §1.3–1.5, reads bodies leniently (JSON or raw text), turns
 * business refusals into `ApiRefusal` and statuses ≥ 400 into `ApiError`, and parses successes with
 * the contract's zod schema. A 401/403 outside login ends the session: the token is dropped and
 * `onSessionOver` (set by the app shell) routes to Login. In mobile-app mode a call waits for the
 * app's token first (app-token.ts).
 */
import type * as z from 'zod/mini';
import { extendedErrorKeys } from '@studio/contract/errors';
import { inlinedClient, takeBootRequest } from './boot-data.ts';
import { runtimeConfig } from './config.ts';
import { ApiError, ApiRefusal } from './errors.ts';
import { mustWaitForAppToken } from '../session/mobile-app-mode.ts';
import { clearToken, readToken } from './token.ts';

export type Query = Record<
  string,
  string | number | boolean | undefined | null | Array<string | number>
>;

interface CallOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

// A session that ended before the shell could react (the login status is asked for before the
// router exists, main.tsx) is handed over when it does.
let endedEarly = false;
let sessionOverHandler: () => void = () => (endedEarly = true);

/** The app shell's reaction to a 401/403: route to Login (seed 000 §8). */
export function onSessionOver(handler: () => void): void {
  sessionOverHandler = handler;
  if (!endedEarly) return;
  endedEarly = false;
  handler();
}

/** `populate[]=a&populate[]=b&startDate=…`: the bracket form the reference reads (CONTRACT §1.6). */
export function toQueryString(query: Query = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value)
        parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(item)}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const isLoginUrl = (path: string) => path === '/login';

async function call<T>(
  method: string,
  path: string,
  schema: z.ZodMiniType<T> | null,
  options: CallOptions = {},
): Promise<T> {
  // Mobile-app mode: no call goes out before the app has handed over its token (seed 000 §7).
  if (mustWaitForAppToken())
    await (await import('./app-token.ts')).waitForAppToken(readToken, options.signal);
  const config = runtimeConfig();
  // Only the request headers a provider's CORS allows (CONTRACT §1.1): one more header, and the
  // browser's preflight refuses the call. Server texts follow the studio's `locale` (§1.2).
  const headers: Record<string, string> = {
    'X-Yogo-Request-Context': 'frontend',
    'X-Yogo-Client-Accepts-Extended-Error-Format': '1',
  };
  if (config.clientId) headers['X-Yogo-Client-ID'] = String(config.clientId);
  const token = readToken();
  if (token && !isLoginUrl(path)) headers.Authorization = `Bearer ${token}`;
  // A FormData body (an image upload) goes as it is: the browser sets its multipart boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const url = `${config.apiRoot}${path}${toQueryString(options.query)}`;
  // A request the page started for this studio before the app loaded (issue 15), answered once.
  const started =
    method === 'GET' && inlinedClient(config.clientId) ? takeBootRequest(url, token) : null;
  const response =
    (await started) ??
    (await fetch(url, {
      method,
      headers,
      body: form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    }));
  const body = await readBody(response);

  if (response.status === 401 || response.status === 403) {
    if (!isLoginUrl(path)) {
      clearToken();
      sessionOverHandler();
    }
    throw new ApiError(response.status, body);
  }
  if (response.status >= 400) throw new ApiError(response.status, body);
  const refusal = asRefusal(body);
  if (refusal) throw refusal;
  return schema ? schema.parse(body) : (body as T);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A legacy `E_…` string or an extended `{error: {type, …}}` object (CONTRACT §1.5). */
function asRefusal(body: unknown): ApiRefusal | null {
  if (typeof body === 'string' && body.startsWith('E_')) return new ApiRefusal(body);
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object' && 'type' in error) {
      const { type, localized_title, localized_message } = error as Record<string, string>;
      const code = extendedErrorKeys[type as keyof typeof extendedErrorKeys] ?? type ?? 'E_UNKNOWN';
      return new ApiRefusal(code, {
        ...error,
        type: type ?? '',
        title: localized_title ?? '',
        message: localized_message ?? '',
      });
    }
  }
  return null;
}

export const api = {
  get: <T>(path: string, schema: z.ZodMiniType<T> | null, options?: Omit<CallOptions, 'body'>) =>
    call('GET', path, schema, options),
  post: <T>(path: string, schema: z.ZodMiniType<T> | null, options?: CallOptions) =>
    call('POST', path, schema, options),
  put: <T>(path: string, schema: z.ZodMiniType<T> | null, options?: CallOptions) =>
    call('PUT', path, schema, options),
  delete: <T>(path: string, schema: z.ZodMiniType<T> | null, options?: CallOptions) =>
    call('DELETE', path, schema, options),
};
