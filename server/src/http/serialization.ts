/**
 * Answers are written by fast-json-stringify from each route's response schema, as Fastify's own serializer does, but
 * each route's writer is compiled when the route first answers rather than when the app starts. Compiling every
 * route's writer and validator up front took about 0.35 s of an app's start (most of it in Ajv and
 * fast-json-stringify), once per node start and once per server test file's app; a route's first answer now pays its
 * own (a millisecond or two). The validators do the same (http/validation.ts).
 */

import fastJson, { type Options } from 'fast-json-stringify';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];

/** The writer of one answer schema, compiled now (a schema fast-json-stringify cannot compile throws here). */
export function answerWriter(schema: unknown, options: Options = {}): (data: unknown) => string {
  return fastJson(schema as object, options);
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`: shared schemas and options as Fastify gives them. */
export const buildLazySerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
  const shared = externalSchemas as Options['schema'];
  return ({ schema }) => {
    // As Fastify's own: a shared schema answered by a route is compiled as the answer, not also among the shared ones.
    const id = (schema as { $id?: string } | undefined)?.$id;
    const others =
      shared && id && shared[id] ? Object.fromEntries(Object.entries(shared).filter(([key]) => key !== id)) : shared;
    const options: Options = { ...serializerOptions, schema: others };
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      write ??= answerWriter(schema, options);
      return write(data);
    };
  };
};
