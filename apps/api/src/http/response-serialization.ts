import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
/** What fast-json-stringify compiles. */
type WriterSchema = Parameters<typeof fastJson>[0];

/** fastify-type-provider-zod's serializer: validates with zod, then JSON.stringify. */
const zodSerializerCompiler = createSerializerCompiler();

/** A route's response schema as Fastify hands it over: the zod schema, or it under `properties`. */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    const { properties } = schema;
    if (properties instanceof $ZodType) return properties;
  }
  return undefined;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's JSON Schema, reshaped where fast-json-stringify would be slow or stricter than zod:
 * - `anyOf: [X, {type: 'null'}]` (a nullable object, array or union) becomes X with
 *   `nullable: true`: an anyOf runs a JSON Schema validator on the value for each option
 *   until one matches;
 * - a property that takes anything (`z.unknown()`, `{}`) is not required: zod lets it be
 *   undefined (and JSON.stringify then leaves it out);
 * - properties are written in declared order, as zod wrote them (see below).
 */
function reshape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(reshape);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties`, `definitions` and `$defs` map names to schemas; the rest hold schemas.
    out[key] =
      (key === 'properties' || key === 'definitions' || key === '$defs') && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, reshape(item)]))
        : key === 'enum' || key === 'const' || key === 'default' || key === 'required'
          ? value
          : reshape(value);
  }
  const options = out['anyOf'];
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = options.findIndex(
      (option) => isSchema(option) && option['type'] === 'null' && Object.keys(option).length === 1,
    );
    const other = options[1 - nullIndex] as unknown;
    // Not for a shared schema ($ref), nor for a list of values: the validator that picks an
    // anyOf's option for fast-json-stringify would refuse null for `enum` or `const`.
    if (
      nullIndex !== -1 &&
      isSchema(other) &&
      other['$ref'] === undefined &&
      other['enum'] === undefined &&
      other['const'] === undefined
    ) {
      return { ...other, nullable: true };
    }
    // Otherwise null is tried first: it is cheap to check, and what such a field (a page's
    // origin) most often holds.
    if (nullIndex === 1) out['anyOf'] = [options[1], options[0]];
  }
  const properties = out['properties'];
  if (Array.isArray(out['required']) && isSchema(properties)) {
    const required = (out['required'] as string[]).filter((name) => {
      const property = properties[name];
      return !(isSchema(property) && Object.keys(property).length === 0);
    });
    // fast-json-stringify writes required properties before the others; zod (and so the
    // answers until now) writes them in declared order. Where the two differ, the object's
    // properties are all written as optional, in declared order.
    const declared = Object.keys(properties);
    const requiredFirst = declared.every(
      (name, index) => index < required.length === required.includes(name),
    );
    if (requiredFirst) out['required'] = required;
    else delete out['required'];
  }
  return out;
}

/**
 * The JSON Schema a response is written from, or undefined when zod cannot state the schema in
 * JSON Schema (a transform, a date): such routes keep zod's serializer.
 */
export function responseJsonSchema(schema: $ZodType): WriterSchema | undefined {
  try {
    const json = toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
    delete json['$schema'];
    return reshape(json) as WriterSchema;
  } catch {
    return undefined;
  }
}

export interface ResponseSerializationOptions {
  /**
   * Outside production, also write every answer the old way (zod, then JSON.stringify) and
   * compare: a service that drifts from its contract still fails with a 500, and a compiled
   * writer that would send other bytes than zod fails the tests that reach it.
   */
  verify: boolean;
}

/**
 * Writes responses with fast-json-stringify, compiled once per route and status from the zod
 * response schema (ADR 0034), instead of zod checking every outgoing object and JSON.stringify
 * walking it again. Only declared fields are written: objects are `additionalProperties: false`,
 * so whatever else a service's object holds never leaves the server.
 */
export function createResponseSerializerCompiler({
  verify,
}: ResponseSerializationOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const json = schema && responseJsonSchema(schema);
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!json) return checked;
    const compiled = fastJson(json);
    if (!verify) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      // The message names the route only: answers hold personal data, and 5xx errors are logged.
      if (written !== expected) {
        throw new Error(
          `The compiled response of ${route.method} ${route.url} (${route.httpStatus}) differs from zod's`,
        );
      }
      return written;
    };
  };
}
