/**
 * How every request part is validated (issue 14, findings 6 and 7).
 * - Bodies are JSON and are validated as sent, without coercion: `"0x10"`, `true`, `[11]` or `"7"` in an integer
 *   field is a 422 naming the field, never a number someone guessed.
 * - Query strings, params and headers carry only text, so they are coerced, strictly: a canonical decimal integer
 *   within the safe range becomes a number, "true"/"false" a boolean, a lone value a one-item array where the schema
 *   wants an array. Anything else stays text and the schema refuses it.
 * - Before either, every string and key is screened for what PostgreSQL cannot store or we never need: NUL, lone
 *   surrogates (not well-formed UTF-16), and nesting deeper than MAX_DEPTH. Such a request is a 422 too.
 * Otherwise Ajv runs as Fastify's own would: formats, unknown properties removed, defaults filled in. Each route's
 * validator is compiled on the route's first request, not at start (the answers' writers too: http/serialization.ts).
 */

import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Levels of objects and arrays a request part may nest (the body itself is one). */
export const MAX_DEPTH = 8;

/** A surrogate that is not half of a pair: in `u` mode a pair is one code point, never \p{Cs}. */
const LONE_SURROGATE = /\p{Cs}/u;

/** NUL (PostgreSQL text cannot hold it) or a lone surrogate (not well-formed UTF-16). */
function badText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

type Validation = { value?: unknown; error?: ErrorObject[] };

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({ removeAdditional: 'all', useDefaults: true, coerceTypes: false, allErrors: false });
  addFormats(ajv);
  return ({ schema, httpPart }) => {
    let compiled: ReturnType<typeof ajv.compile> | undefined;
    const text = httpPart !== undefined && httpPart !== 'body';
    return (data: unknown): Validation => {
      const refused = screen(data);
      if (refused) return { error: [refused] };
      // Headers are the request's own object: validate a copy, so that removing unknown properties keeps them.
      const value = text
        ? coerceText(schema as JsonSchema, httpPart === 'headers' ? { ...(data as object) } : data)
        : data;
      const validate = (compiled ??= ajv.compile(schema as object));
      if (!validate(value)) return { error: validate.errors ?? [] };
      return httpPart === 'headers' ? {} : { value };
    };
  };
}

/** The first string, key or nesting level in `data` that no route accepts, as a validation error naming it. */
export function screen(data: unknown): ErrorObject | null {
  const stack: Array<[value: unknown, path: string, depth: number]> = [[data, '', 1]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === 'string') {
      if (badText(value)) return problem(path, 'must not contain NUL or unpaired surrogates');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH) return problem(path, `must not nest deeper than ${MAX_DEPTH} levels`);
    for (const [key, inner] of Object.entries(value)) {
      // the message names the object, never the bad key itself
      if (badText(key)) return problem(path, 'must not have keys with NUL or unpaired surrogates');
      stack.push([inner, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1]);
    }
  }
  return null;
}

function problem(instancePath: string, message: string): ErrorObject {
  return { keyword: 'text', instancePath, schemaPath: '#', params: {}, message };
}

/** The types a schema allows, looking one level into anyOf/oneOf (TypeBox unions). */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>([schema.type ?? []].flat());
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const type of [option.type ?? []].flat()) types.add(type);
  }
  return types;
}

/** Coerces the properties the schema names, in place (the query and params objects are the request's own). */
function coerceText(schema: JsonSchema, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !schema.properties) return data;
  const target = data as Record<string, unknown>;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (Object.hasOwn(target, key)) target[key] = coerceValue(property, target[key]);
  }
  return data;
}

function coerceValue(schema: JsonSchema, value: unknown): unknown {
  const types = typesOf(schema);
  if (types.has('array')) {
    const items = schema.items ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((o) => o.items)?.items;
    return (Array.isArray(value) ? value : [value]).map((item) => (items ? coerceValue(items, item) : item));
  }
  if (typeof value !== 'string') return value;
  if ((types.has('integer') || types.has('number')) && CANONICAL_INTEGER.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
  }
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
