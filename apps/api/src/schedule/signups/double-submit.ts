/**
 * Double submits (CONTRACT §5): the class lock serialises two identical requests, so the second
 * sees the first one's row. Made this recently, it is a double click and gets that row back
 * instead of a refusal such as `E_ALREADY_SIGNED_UP`.
 */

/** How long after a booking an identical request counts as the same click, in ms. */
export const DOUBLE_SUBMIT_WINDOW_MS = 5_000;

/** Was a row created at `createdAt` (ms) made so recently that a repeat at `now` is a double submit? */
export const isDoubleSubmit = (createdAt: number, now: number) =>
  now - createdAt < DOUBLE_SUBMIT_WINDOW_MS;
