/** `fetch` mocked at the boundary: answers by method and path, records every call. */
import { vi } from 'vitest';

export type Answer = unknown | ((body: unknown, url: URL) => unknown);

export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** `routes` maps `"POST /class-signups"` to the JSON to answer (HTTP 200), or to a `Response`. */
export function mockFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://studio.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const answer = routes[`${method} ${url.pathname}`];
    if (answer === undefined) return new Response('"Not mocked"', { status: 404 });
    const value = typeof answer === 'function' ? answer(body, url) : answer;
    if (value instanceof Response) return value;
    return new Response(
      typeof value === 'string' && !value.startsWith('E_') ? value : JSON.stringify(value),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}
