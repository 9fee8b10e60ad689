import { isStorableText } from '@bazaar/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** What a request is told when its text holds a character PostgreSQL's text cannot store. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be saved (a NUL character or an incomplete character)';

/** More bad places than this in one request are not listed. */
const MAX_REPORTED = 20;

/** A value met while walking a request, linked to where it came from. */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  step: string | number | undefined;
}

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.step !== undefined; at = at.parent) {
    path.push(at.step);
  }
  return path.reverse();
}

/**
 * Where unstorable text sits in a parsed request part (query, params, headers or body): the
 * keys and indexes leading to each bad value, or to the object whose key is bad. Walks without
 * recursion and without copying paths, so a deeply nested body costs neither stack nor time.
 */
export function unstorableTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: Visit[] = [{ value, parent: undefined, step: undefined }];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathTo(visit));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], parent: visit, step: index });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isStorableText(key))) found.push(pathTo(visit));
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, parent: visit, step: key });
      }
    }
  }
  return found;
}

/**
 * The api's validator: before the route's zod schema, every string of the request part (values
 * and keys, at any depth) must be text PostgreSQL can store. One check for every route, so no
 * field can forget it; the error plugin names each bad field as it names other schema failures.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const paths = unstorableTextPaths(data);
    if (paths.length === 0) return validate(data);
    const error: FastifySchemaValidationError[] = paths.map((path) => ({
      keyword: 'storable_text',
      instancePath: path.map((step) => `/${String(step)}`).join(''),
      schemaPath: '#/storable_text',
      params: {},
      message: UNSTORABLE_TEXT_MESSAGE,
    }));
    return { error };
  };
};
