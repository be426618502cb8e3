/**
 * How every JSON answer is written (docs/decisions/2026-11-27-openapi-and-response-schemas.md): the
 * route's response schema (a zod schema from packages/contract, its server view) becomes a JSON
 * Schema, compiled once by fast-json-stringify. Only the fields the schema names are written, so a
 * field the contract does not have never leaves the server. fast-json-stringify does not check
 * types (it writes what it is given in the schema's form), so the tests run with `check` on: every
 * answer is first parsed with its schema, and a missing field or a value of another type fails the
 * request with a 500 naming the field.
 *
 * Strings are never serialised here: refusals and 400s are sent as ready JSON strings (errors.ts),
 * and `OK` as text.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import * as z from 'zod/mini';
import { serverView } from './server-view.ts';
import { refusalSchema } from './answers.ts';

type Schema = z.core.$ZodType;
type Serialize = (data: unknown) => string;

interface Compiled {
  write: Serialize;
  view: Schema;
}

/** Compiled once per schema and process: every test app shares them (Fastify asks per app). */
const compiled = new WeakMap<Schema, Compiled>();

function compile(schema: Schema): Compiled {
  let known = compiled.get(schema);
  if (!known) {
    const view = serverView(withoutRefusals(schema));
    known = { write: fastWriter(view), view };
    compiled.set(schema, known);
  }
  return known;
}

/** The answer a 200 schema describes, without the refusals it documents (they are sent as text). */
function withoutRefusals(schema: Schema): Schema {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type !== 'union' || !def.options.includes(refusalSchema)) return schema;
  const rest = def.options.filter((option) => option !== refusalSchema);
  return rest.length === 1 ? rest[0]! : z.union(rest);
}

type Json = Record<string, unknown>;

/** Every JSON type: fast-json-stringify picks by the value's own type, never refuses one. */
const anyType = ['object', 'array', 'string', 'number', 'boolean', 'null'];

/**
 * The answer's shape for fast-json-stringify: its objects' fields and its arrays' items, every
 * other value written as it is. Unions are merged (the fields of every object branch), and no field
 * is required and no value typed: what is written is never refused nor converted (`null` stays
 * `null`, `"12"` stays `"12"`). Only a field the schema does not name is left out. Whether the
 * answer matches its schema is the tests' check (see above).
 */
function shapeOf(node: unknown): Json {
  if (!node || typeof node !== 'object') return {};
  const schema = node as Json;
  const branches = [
    schema,
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) =>
      Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [],
    ),
  ].filter((branch): branch is Json => !!branch && typeof branch === 'object');
  const nested = branches.filter((branch) => branch !== schema).map(shapeOf);
  const fields = new Map<string, unknown[]>();
  const items: unknown[] = [];
  const extra: unknown[] = [];
  for (const branch of [schema, ...nested]) {
    for (const [key, field] of Object.entries((branch.properties as Json | undefined) ?? {}))
      fields.set(key, [...(fields.get(key) ?? []), field]);
    if (branch.items && typeof branch.items === 'object') items.push(branch.items);
    if (branch.additionalProperties && typeof branch.additionalProperties === 'object')
      extra.push(branch.additionalProperties);
  }
  if (!fields.size && !items.length && !extra.length) return {};
  const merged = (list: unknown[]) => shapeOf(list.length === 1 ? list[0] : { anyOf: list });
  const shape: Json = { type: anyType };
  if (fields.size)
    shape.properties = Object.fromEntries([...fields].map(([key, list]) => [key, merged(list)]));
  if (items.length) shape.items = merged(items);
  if (extra.length) shape.additionalProperties = merged(extra);
  return shape;
}

function fastWriter(schema: Schema): Serialize {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
    // Inline: no `$ref`s to the document's named components.
    metadata: z.registry(),
  });
  return fastJsonStringify(shapeOf(json) as unknown as Parameters<typeof fastJsonStringify>[0]);
}

/** A serialiser failure: the answer does not match its schema (a 500; the path is logged). */
export class AnswerMismatchError extends Error {
  constructor(where: string, issues: z.core.$ZodIssue[]) {
    const list = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
    super(`The answer of ${where} does not match its schema: ${list.join('; ')}`);
  }
}

/**
 * The serializer compiler of app.ts. `check`: every answer is parsed with the exact view first
 * (tests; see above). Schemas that are not zod (a plugin's own JSON Schema) are written as JSON.
 */
export function answerSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.core.$ZodType)) return (data) => JSON.stringify(data);
    // Compiled at the route's first answer: compiling every route's schemas up front took over a
    // second of each start (issue 27 item 1), mostly for routes a process may never answer.
    let known: Compiled | undefined;
    const compiledOnce = () => (known ??= compile(schema));
    if (!options.check) return (data) => compiledOnce().write(data);
    return (data) => {
      const { write, view } = compiledOnce();
      const parsed = z.safeParse(view, data);
      if (!parsed.success)
        throw new AnswerMismatchError(`${method} ${url} (${httpStatus})`, parsed.error.issues);
      return write(data);
    };
  };
}
