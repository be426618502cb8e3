/**
 * Request schemas for what a route does not validate with a schema, so the OpenAPI document still
 * says what it takes (test/openapi.test.ts asks every route for its query, body and params):
 * `NoQuery`, `NoBody`, and `checkedByHandler(Body)`, a body the handler checks itself to answer
 * the contract's own 400 texts (CONTRACT §3 password reset, signup …), documented as `Body`.
 */
import * as z from 'zod/mini';

type Schema = z.core.$ZodType;

function documented<T extends Schema>(schema: T, meta: Record<string, unknown>): T {
  z.globalRegistry.add(schema, meta);
  return schema;
}

/** A GET that takes no query parameters (the studio and token may still come as `client`, `token`). */
export const NoQuery = documented(z.looseObject({}), {
  description:
    'No parameters of its own (`client` and `token` as on every call, CONTRACT §1.2, §1.4)',
});

/** A POST that takes no body: anything sent is ignored. */
export const NoBody = documented(z.unknown(), {
  description: 'No body: anything sent is ignored',
});

/**
 * A body the handler checks itself (for the contract's 400 texts), documented as `schema`: every
 * value passes the route's validation unchanged.
 */
export function checkedByHandler(schema: Schema, description?: string) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return documented(z.unknown(), { ...json, ...(description ? { description } : {}) });
}
