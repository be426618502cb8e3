/**
 * Test double for the provider API at the fetch boundary: `globalThis.fetch` answers from
 * handlers keyed `'GET /clients/current'`, with contract-shaped bodies (CONTRACT §2, §3). Calls
 * are recorded, so tests can assert what was (not) sent.
 */
import { vi } from 'vitest';
import { settingDefaults } from '@studio/contract/client';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (request: FakeRequest) => unknown;

/** A non-200 answer from a handler. */
export const status = (code: number, body: unknown) => ({ __status: code, body });

/** Installs the fake; unknown routes answer 404 `Not Found`, like the reference. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const request = { method, path: url.pathname, url, body, headers };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response('Not Found', { status: 404 });
    const answer = await handler(request);
    if (answer && typeof answer === 'object' && '__status' in answer) {
      const { __status, body: replyBody } = answer as { __status: number; body: unknown };
      return new Response(JSON.stringify(replyBody), { status: __status });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as typeof fetch;
  return calls;
}

/** GET /clients/current, populated with logo, settings and branches. */
export function studioBody(
  settings: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id: 1,
    name: 'Studio Nord',
    country: 'DK',
    logo: { id: 4, filename: 'logo-4.png' },
    terms: 'Cancel up to 2 hours before class.',
    class_signoff_deadline_minutes: 720,
    // No web font: happy-dom does not load stylesheets (apply-theme.test.ts covers fonts).
    settings: { ...settingDefaults, locale: 'en', theme_google_web_font: '', ...settings },
    branches: [
      { id: 1, client: 1, name: 'Centrum', sort: 0 },
      { id: 2, client: 1, name: 'Vesterbro', sort: 1 },
    ],
    ...extra,
  };
}

/** The logged-in customer's own profile (User, style A). */
export function userBody(extra: Record<string, unknown> = {}) {
  return {
    id: 42,
    client: 1,
    email: 'anna@example.dk',
    first_name: 'Anna',
    last_name: 'Berg',
    phone: '+45 11223344',
    customer: true,
    teacher: false,
    image: null,
    ...extra,
  };
}
