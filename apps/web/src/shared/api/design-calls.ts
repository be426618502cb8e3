/**
 * Calls CONTRACT marks as our design ([MISSING], *(design)*) that another provider does not have:
 * it answers them `404 Not Found` (§1.1, unknown route). A page reads that 404 as "this provider
 * has none of it" and shows what it can without it, never an error (issue 23, any provider).
 */
import { ApiError } from './errors.ts';

/** The provider has no such route (§1.1: `404`, text `Not Found`). */
export const isMissingRoute = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/**
 * The answer of design-only `call`, or `absent` when the provider lacks the route.
 * @throws any other failure of the call, as before.
 */
export async function unlessMissing<T, A>(call: Promise<T>, absent: A): Promise<T | A> {
  try {
    return await call;
  } catch (error) {
    if (isMissingRoute(error)) return absent;
    throw error;
  }
}
