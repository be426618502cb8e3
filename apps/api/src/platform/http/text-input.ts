/**
 * No text with a NUL character (U+0000) gets past parsing (issue 22 item 13): PostgreSQL cannot
 * store it in `text` or `jsonb`, so such a request failed with a 500 wherever the text reached the
 * database (a gift card's names, a discount code …). One hook for every route refuses it with a
 * `400` JSON string (CONTRACT §1.5 family 2) before any rule or query runs: path parameters, the
 * query string and the parsed body, keys included, at any depth. A multipart upload's file name is
 * not in the body: the upload route checks it (studio/images/upload-routes.ts).
 */
import fp from 'fastify-plugin';

/** True when a string anywhere in `value` (object keys too) holds U+0000. Walks without recursion. */
export function holdsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) stack.push(inner);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** The 400's text (a JSON string, CONTRACT §1.5). */
export const NUL_REFUSAL = 'Text may not contain the NUL character (U+0000)';

export default fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      return reply.badRequest(NUL_REFUSAL);
  });
});
