/**
 * A service's answer: a value, or a refusal code the route sends as an HTTP 200 business refusal
 * (CONTRACT §1.5). Services never throw for expected "no"s.
 */
export type Refusal = { ok: false; code: string; params?: Record<string, string | number> };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refuse = (code: string, params?: Record<string, string | number>): Refusal => ({
  ok: false,
  code,
  ...(params ? { params } : {}),
});
