/**
 * Our server's view of a contract answer schema. packages/contract reads answers from any provider
 * (CONTRACT §1.10): loose objects that keep unknown fields, `0`/`1` booleans (`WireBool`) and
 * defaults for fields only our design has (`designDefault`). Our server sends exactly one form, so
 * the schema it serialises with is derived from the same contract schema: objects strip unknown
 * fields, booleans are `true`/`false`, fields of our design are required, and a value the reader
 * transforms is sent in its input form. The web's schema and the server's schema cannot drift
 * apart: they are one schema, read two ways.
 */
import * as z from 'zod/mini';
import { WireBool } from '@studio/contract/wire';

type Schema = z.core.$ZodType;

const views = new WeakMap<Schema, Schema>();

/**
 * The strict form of `schema` (see above), built once per schema. Throws for a bare transform, so
 * an answer schema that cannot be sent is found when the routes are registered.
 */
export function serverView<T extends Schema>(schema: T): z.ZodMiniType<z.output<T>> {
  return viewOf(schema) as z.ZodMiniType<z.output<T>>;
}

function viewOf(schema: Schema): Schema {
  const known = views.get(schema);
  if (known) return known;
  const view = build(schema);
  views.set(schema, view);
  return view;
}

function build(schema: Schema): Schema {
  if (schema === (WireBool as Schema)) return z.boolean();
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape).map(([key, value]) => [key, viewOf(value)]),
      );
      return z.object(shape);
    }
    case 'optional':
      return z.optional(viewOf(def.innerType));
    case 'nullable':
      return z.nullable(viewOf(def.innerType));
    // A field of our design: our server always sends it.
    case 'default':
    case 'prefault':
      return viewOf(def.innerType);
    case 'array':
      return z.array(viewOf(def.element));
    case 'union':
      return z.union(def.options.map(viewOf));
    case 'record':
      return z.record(def.keyType, viewOf(def.valueType));
    case 'lazy':
      return z.lazy(() => viewOf(def.getter()));
    // A reading schema's transform maps what is sent to what is read: what is sent is its input.
    case 'pipe':
      return viewOf(def.in);
    case 'transform':
      throw new Error('serverView: a bare transform has no wire form; pipe it from one');
    default:
      return schema;
  }
}
