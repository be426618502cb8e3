/**
 * A route's response schemas, in one call: `answers({ json: ClassSignup, refusals: true,
 * forbidden: true })`. The JSON answer is a schema from packages/contract, serialised in its server
 * view (server-view.ts: unknown fields left out, real booleans); the rest documents what the route
 * may also answer (CONTRACT §1.4, §1.5): a refusal (HTTP 200, an `E_…` string or the extended
 * object), `OK` as text, 400 (a JSON string, or the invalid-parameters object), 401, 403
 * `Forbidden`, 404 `Not Found`. Strings are sent ready-made (errors.ts), so only objects are ever
 * serialised by these schemas (answer-serializer.ts).
 *
 * Typed as unknown on purpose: the handlers' answers are not typed from the contract yet.
 */
import * as z from 'zod/mini';
import { ExtendedError, InvalidParamsBody } from '@studio/contract/errors';
import { serverView } from './server-view.ts';

type Schema = z.core.$ZodType;
/** A response schema as Fastify sees it (see above: the answer's type is not checked). */
type ResponseSchema = z.core.$ZodType<unknown>;
type Content = { description: string; content: Record<string, { schema: ResponseSchema }> };

/** `schema`, named and described in the OpenAPI document (a component of its own). */
function described<T extends Schema>(schema: T, id: string, description: string): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

/** A refusal (CONTRACT §1.5): HTTP 200 with an `E_…` string, or the extended object when asked. */
export const refusalSchema: ResponseSchema = described(
  z.union([
    z.string(),
    z.object({
      error: z.extend(ExtendedError.shape.error, {
        fields: z.optional(z.record(z.string(), z.string())),
      }),
    }),
  ]),
  'Refusal',
  'A refusal (CONTRACT §1.5): an `E_…` string, or the extended object with ' +
    '`X-Yogo-Client-Accepts-Extended-Error-Format`.',
);

const text = (value: string, description: string): Content => ({
  description,
  content: { 'text/plain': { schema: z.literal(value) } },
});

/** 400 (CONTRACT §1.5 family 2): a JSON string, or the invalid-parameters object. */
const badRequest: ResponseSchema = described(
  z.union([z.string(), serverView(InvalidParamsBody)]),
  'BadRequest',
  'Malformed request: a JSON string, or `E_MISSING_OR_INVALID_PARAMS` with its problems.',
);

/** 401 (CONTRACT §1.4): a bad token, or a token of another studio's user. */
const badToken: ResponseSchema = described(
  z.union([z.string(), z.object({ err: z.string() })]),
  'BadToken',
  'A bad token (`E_TOKEN_INVALID`, `E_TOKEN_BLACKLISTED`, …), or another studio’s user.',
);

export interface AnswerSpec {
  /** The JSON answer's contract schema (its server view is what is sent). */
  json?: Schema;
  /** Also answers business refusals (HTTP 200). */
  refusals?: boolean;
  /** Also answers (or only answers) 200 `OK` as text. */
  ok?: boolean;
  /** Answers 403 `Forbidden` (not the customer this concerns, CONTRACT §1.4). */
  forbidden?: boolean;
  /** Answers 404 `Not Found`. */
  notFound?: boolean;
  /** Other statuses this route answers with JSON (`{ 503: Health }`). */
  other?: Record<number, Schema>;
}

/** The `response` of a route's schema (see above). */
export function answers(spec: AnswerSpec) {
  const json = spec.json && (serverView(spec.json) as ResponseSchema);
  const jsonAnswer = json && spec.refusals ? z.union([json, refusalSchema]) : (json ?? undefined);
  const success = jsonAnswer ?? (spec.refusals ? refusalSchema : undefined);
  const response: Record<number, ResponseSchema | Content> = { 400: badRequest, 401: badToken };
  if (success && spec.ok)
    response[200] = {
      description: 'The answer, or `OK`',
      content: {
        'application/json': { schema: success },
        'text/plain': { schema: z.literal('OK') },
      },
    };
  else if (success) response[200] = success;
  else if (spec.ok) response[200] = text('OK', 'Done');
  if (spec.forbidden) response[403] = text('Forbidden', 'Not the customer this concerns');
  if (spec.notFound) response[404] = text('Not Found', 'No such object');
  for (const [status, schema] of Object.entries(spec.other ?? {}))
    response[Number(status)] = serverView(schema) as ResponseSchema;
  return response;
}
