/**
 * What a call to the provider API can end in besides success (CONTRACT §1.5):
 * `ApiRefusal`, an expected business "no" sent as HTTP 200 (legacy `E_…` string or extended
 * object), and `ApiError`, an HTTP status ≥ 400.
 */
export class ApiRefusal extends Error {
  constructor(
    /** The legacy code (`E_CLASS_IS_FULL`), also when the server sent the extended form. */
    readonly code: string,
    /** The server's localised title and message, when it sent the extended form, with the rest
     *  of its `error` fields as sent (e.g. `overlappingObjects`, CONTRACT §12). */
    readonly localized?: { title: string; message: string; type: string; [field: string]: unknown },
  ) {
    super(localized?.message ?? code);
    this.name = 'ApiRefusal';
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const isRefusal = (error: unknown, ...codes: string[]): error is ApiRefusal =>
  error instanceof ApiRefusal && (codes.length === 0 || codes.includes(error.code));
