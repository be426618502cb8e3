/**
 * Reepay's REST APIs (the main API and the Checkout API) over fetch, Basic auth with the private
 * key, JSON both ways. Reepay answers an error with its JSON error body `{code, error, message?,
 * http_status, http_reason, path, timestamp, request_id}` (optimize-docs.billwerk.com/docs/errors);
 * `ReepayError` keeps its status, `code` and `error`, so a caller can tell a refusal it expects
 * (a failed card, a refund too high) from a fault.
 */

/** A non-2xx answer from Reepay (or none at all). */
export class ReepayError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: number,
    message: string,
    /** Reepay's error code (`110` Unknown or missing source, `65` Refund amount too high, …). */
    readonly code?: number,
    /** Reepay's short error text (`Refund amount too high`). */
    readonly error?: string,
  ) {
    super(message);
  }
}

export interface ReepayApi {
  /** GETs `url`; null when Reepay does not know it (404). */
  get<T>(url: string): Promise<T | null>;
  /** POSTs `body` as JSON. @throws ReepayError for any non-2xx answer, 404 included */
  post<T>(url: string, body: unknown): Promise<T>;
}

/** Reepay's error body, as far as we read it. */
const errorOf = (body: unknown) => {
  const { code, error } = (body ?? {}) as { code?: unknown; error?: unknown };
  return {
    ...(typeof code === 'number' && { code }),
    ...(typeof error === 'string' && { error }),
  };
};

export function reepayApi(privateKey: string): ReepayApi {
  const auth = `Basic ${Buffer.from(`${privateKey}:`).toString('base64')}`;

  async function send(method: 'GET' | 'POST', url: string, body?: unknown) {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.ok) return (await response.json()) as unknown;
    const { code, error } = errorOf(await response.json().catch(() => null));
    const detail = code === undefined ? '' : ` (${code}: ${error ?? ''})`;
    throw new ReepayError(
      response.status,
      `Reepay ${method} ${url}: ${response.status}${detail}`,
      code,
      error,
    );
  }

  return {
    async get<T>(url: string) {
      try {
        return (await send('GET', url)) as T;
      } catch (error) {
        if (error instanceof ReepayError && error.status === 404) return null;
        throw error;
      }
    },
    async post<T>(url: string, body: unknown) {
      return (await send('POST', url, body)) as T;
    },
  };
}
