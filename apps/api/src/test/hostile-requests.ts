import fc from 'fast-check';

/**
 * Hostile requests generated from the api's OpenAPI document, for the fuzzing test: for every
 * operation a plausible request (values drawn from its schemas), then one hostile change to it —
 * text PostgreSQL cannot store, very long strings, wrong types, huge and negative numbers, bad
 * ids, arrays for scalars, deep nesting, missing and extra fields, broken JSON, other content
 * types, bad percent-encoding and over-long path segments. Seeded, so every run sends the same.
 */

type JsonSchema = { readonly [keyword: string]: unknown };

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The parts of an OpenAPI 3 document the generator reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiOperation {
  method: string;
  /** The path with `{name}` placeholders, as the document writes it. */
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

/** One request to send, with what makes it hostile. */
export interface HostileRequest {
  /** The operation of the document it was made for. */
  operation: Pick<ApiOperation, 'method' | 'path'>;
  /** The operation and the change, for the report of a failure. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * Values the test knows for a field (a property or parameter) of an operation: ids of things
 * that exist, an email and a password that pass the rules a schema cannot say. Requests that
 * pass validation reach the services and the database.
 */
export type KnownValues = (
  operation: Pick<ApiOperation, 'method' | 'path'>,
  field: string,
) => readonly unknown[] | undefined;

export interface HostileRequestOptions {
  seed: number;
  /** How many hostile variants of each operation. */
  variantsPerOperation: number;
  knownValues: KnownValues;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in !== 'cookie'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** Percent-encoding that also writes lone surrogates, as a careless client would (WTF-8). */
function encodeText(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase()
        : encodeURIComponent(char);
  }
  return encoded;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const LONG_TEXT = 'x'.repeat(100_000);

/** Strings PostgreSQL's text cannot hold, and strings that stress limits and parsers. */
const hostileTexts: readonly string[] = [
  '\u0000',
  'Greta\u0000Lange',
  '\ud800',
  'price \udfff',
  '\udc00\ud800',
  LONG_TEXT,
  '',
  '   ',
  '\u202e\u0301\u200b',
  '😀'.repeat(2_000),
  "'; drop table users; --",
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  '-1',
  '1e309',
  '2024-02-30T25:61:61Z',
  'not-an-email@',
];

const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 64,
  Number.MIN_VALUE,
];

/** JSON values of the wrong shape: null, booleans, empty and odd containers. */
const hostileShapes: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [1, 2, 3],
  ['\u0000'],
  { '\u0000': 'nul key' },
  { '\ud800': 'surrogate key' },
  { $gt: '' },
  { a: { b: { c: { d: {} } } } },
];

/** JSON text no JavaScript value serialises to: deep nesting, huge arrays, odd numbers. */
const hostileJsonTexts: readonly string[] = [
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `[${'1,'.repeat(100_000)}1]`,
  '1e999',
  '123456789012345678901234567890',
  '"\\ud800"',
  '"\\u0000"',
];

/** Path segments, already percent-encoded: broken encodings, over-long ids, odd ids. */
const hostileSegments: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80',
  '%',
  '%Z1',
  '%C0%AF',
  '%FF',
  'x'.repeat(101),
  'x'.repeat(4_000),
  '%2E%2E',
  '%2F',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'null',
  '%20',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%F0%9F%98%80',
];

/** Query values, already percent-encoded. */
const hostileQueryValues: readonly string[] = [
  ...hostileSegments,
  '',
  'x'.repeat(20_000),
  '%2C%2C%2C',
  encodeText('\ud800'),
  encodeText('{"a":[1,{"b":null}]}'),
];

/** Content types a JSON body may wrongly arrive with. */
const otherContentTypes: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  '',
];

/** Bodies that are not JSON, or JSON of no use. */
const brokenBodies: readonly string[] = [
  '{',
  '{"title": ',
  'nul',
  "{'single': 'quotes'}",
  '\u0000',
  '{"a":1}{"b":2}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '',
  'x'.repeat(1_100_000),
];

/** Header values, as they can arrive (HTTP parsers refuse control characters in headers). */
const hostileHeaderValues: readonly string[] = ['', ' ', 'x'.repeat(5_000), '%00', 'ä', '../x'];

/** Keys added to objects of a body. */
const hostileKeys: readonly string[] = [
  '\u0000',
  '\ud800',
  '__proto__',
  'constructor',
  'x'.repeat(300),
];

/** Text PostgreSQL cannot store: a NUL character, lone surrogates. */
const unstorableTexts: readonly string[] = ['\u0000', '\ud800', 'a\u0000b', '\udfff'];

const oneOf = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** A hostile JSON value, or a marker for raw JSON text. */
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oneOf(hostileTexts) },
  { weight: 2, arbitrary: oneOf(hostileNumbers) },
  { weight: 2, arbitrary: oneOf(hostileShapes) },
  { weight: 1, arbitrary: oneOf(hostileJsonTexts).map((text) => new RawJson(text)) },
  { weight: 1, arbitrary: oneOf(hostileTexts).map((text) => [text]) },
);

/** JSON text spliced into a body as it is (JSON.stringify could not write it). */
class RawJson {
  constructor(readonly text: string) {}
}

function serialize(body: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raw.push(value.text);
    return `\u0001raw${raw.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raw[Number(index)]!);
}

// ---------------------------------------------------------------------------------------------
// Plausible values from the schemas

function schemaResolver(document: OpenApiDocument) {
  return function resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; typeof current['$ref'] === 'string' && hops < 20; hops += 1) {
      const name = (current['$ref'] as string).split('/').pop()!;
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

/**
 * Arbitrary values of the schemas of one operation. Fields the test knows values for (ids that
 * exist, an email and a password that pass the rules the schemas cannot say) take those.
 * `everyField` fills in every optional property too.
 */
function plausibleValues(
  document: OpenApiDocument,
  operation: ApiOperation,
  { knownValues, everyField }: { knownValues: KnownValues; everyField: boolean },
) {
  const resolve = schemaResolver(document);

  function text(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = numberOr(schema['minLength'], 0);
    const maxLength = numberOr(schema['maxLength'], 40);
    if (schema['format'] === 'uuid') return fc.uuid({ version: 4 });
    if (schema['format'] === 'date-time') {
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    }
    if (typeof schema['pattern'] === 'string') {
      return fc
        .stringMatching(new RegExp(schema['pattern']))
        .filter((value) => value.length >= minLength && value.length <= maxLength);
    }
    return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
  }

  function number(schema: JsonSchema): fc.Arbitrary<number> {
    const exclusiveMin = schema['exclusiveMinimum'];
    const min = numberOr(schema['minimum'], typeof exclusiveMin === 'number' ? exclusiveMin : -1e6);
    const max = numberOr(schema['maximum'], 1e6);
    const step = numberOr(schema['multipleOf'], schema['type'] === 'integer' ? 1 : 0);
    if (step > 0) {
      const low = Math.ceil(min / step) + (min === exclusiveMin ? 1 : 0);
      const high = Math.max(low, Math.floor(max / step));
      return fc.integer({ min: low, max: high }).map((n) => Number((n * step).toFixed(6)));
    }
    return fc
      .double({ min, max, noNaN: true, noDefaultInfinity: true })
      .filter((n) => n !== exclusiveMin);
  }

  /** A value of `schemaOrRef`; `field` is the name of the property or parameter it fills. */
  function value(
    schemaOrRef: JsonSchema | undefined,
    field?: string,
    depth = 0,
  ): fc.Arbitrary<unknown> {
    const schema = resolve(schemaOrRef);
    // Known values are of single fields; an array of them takes them as its items.
    const known =
      field === undefined || schema['type'] === 'array' ? undefined : knownValues(operation, field);
    if (known && known.length > 0) return oneOf(known);
    if ('const' in schema) return fc.constant(schema['const']);
    if (Array.isArray(schema['enum'])) return oneOf(schema['enum'] as unknown[]);
    const choices = (schema['oneOf'] ?? schema['anyOf']) as JsonSchema[] | undefined;
    if (choices) return fc.oneof(...choices.map((choice) => value(choice, field, depth + 1)));
    if (Array.isArray(schema['allOf'])) {
      return value((schema['allOf'] as JsonSchema[])[0], field, depth);
    }
    const type = schema['type'];
    if (Array.isArray(type)) {
      return fc.oneof(...type.map((t: unknown) => value({ ...schema, type: t }, field, depth)));
    }
    switch (type) {
      case 'string':
        return text(schema);
      case 'integer':
      case 'number':
        return number(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = numberOr(schema['minItems'], 0);
        const maxLength = Math.max(minLength, Math.min(numberOr(schema['maxItems'], 3), 3));
        const items = value(schema['items'] as JsonSchema, field, depth + 1);
        return fc.array(items, { minLength, maxLength });
      }
      case 'object':
      case undefined:
        return object(schema, depth);
      default:
        return fc.constant(null);
    }
  }

  function object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = (schema['required'] ?? []) as string[];
    const fields = fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          value(property, name, depth + 1),
        ]),
      ),
      {
        requiredKeys: everyField
          ? Object.keys(properties)
          : required.filter((name) => name in properties),
      },
    );
    const extra = schema['additionalProperties'];
    if (typeof extra !== 'object' || extra === null || depth > 6) return fields;
    const keys = schema['propertyNames']
      ? text(resolve(schema['propertyNames'] as JsonSchema))
      : fc.string({ minLength: 1, maxLength: 12 });
    return fc
      .tuple(
        fields,
        fc.dictionary(keys, value(extra as JsonSchema, undefined, depth + 1), {
          minKeys: everyField ? 1 : 0,
          maxKeys: 3,
        }),
      )
      .map(([named, more]) => ({ ...more, ...(named as object) }));
  }

  return value;
}

// ---------------------------------------------------------------------------------------------
// Requests

interface RequestParts {
  /** Path parameters, percent-encoded. */
  path: Record<string, string>;
  /** Query pairs, percent-encoded. */
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON body as a value; `bodyText` replaces it when set. */
  body: unknown;
  bodyText?: string;
  contentType?: string;
}

/** A value inside a body and the keys and indexes leading to it. */
interface BodyNode {
  path: (string | number)[];
  value: unknown;
}

function bodyNodes(value: unknown, path: BodyNode['path'] = [], found: BodyNode[] = []) {
  found.push({ path, value });
  if (Array.isArray(value))
    value.forEach((item, index) => bodyNodes(item, [...path, index], found));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) bodyNodes(item, [...path, key], found);
  }
  return found;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A copy of `body` with the value at `path` replaced by `replace(old)`. */
function replaceAt(body: unknown, path: BodyNode['path'], replace: (old: unknown) => unknown) {
  if (path.length === 0) return replace(body);
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, replace);
  return copy;
}

const describeValue = (value: unknown): string => {
  const text =
    value instanceof RawJson ? value.text : typeof value === 'string' ? value : serialize(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length} chars)` : text);
};

const queryValueOf = (value: unknown): string =>
  encodeText(typeof value === 'string' ? value : JSON.stringify(value));

function toRequest(operation: ApiOperation, parts: RequestParts, change: string): HostileRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => parts.path[name] ?? '');
  const query = parts.query.map(([key, value]) => `${key}=${value}`).join('&');
  const hasBody = parts.bodyText !== undefined || parts.body !== undefined;
  const contentType = parts.contentType ?? (hasBody ? 'application/json' : undefined);
  return {
    operation: { method: operation.method, path: operation.path },
    label: `${operation.method} ${operation.path}: ${change}`,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: {
      ...parts.headers,
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
    },
    ...(hasBody ? { payload: parts.bodyText ?? serialize(parts.body) } : {}),
  };
}

/** A hostile change of a plausible request, with what it changed; none when it does not fit. */
type Change = (parts: RequestParts) => { parts: RequestParts; change: string } | undefined;

/** The hostile changes that fit an operation, each as an arbitrary change. */
function changesFor(operation: ApiOperation): fc.Arbitrary<Change>[] {
  const names = (location: OpenApiParameter['in']) =>
    operation.parameters.filter((p) => p.in === location).map((p) => p.name);
  const changes: fc.Arbitrary<Change>[] = [];

  if (names('path').length > 0) {
    changes.push(
      fc
        .tuple(oneOf(names('path')), oneOf(hostileSegments))
        .map(([name, segment]): Change => (parts) => ({
          parts: { ...parts, path: { ...parts.path, [name]: segment } },
          change: `path ${name}=${describeValue(segment)}`,
        })),
    );
  }

  const queryNames = [
    ...names('query'),
    'unexpected',
    '__proto__',
    'constructor[prototype]',
    'q[a]',
  ];
  changes.push(
    fc
      .tuple(oneOf(queryNames), oneOf(hostileQueryValues), fc.boolean())
      .map(([name, value, twice]): Change => (parts) => ({
        parts: {
          ...parts,
          query: [
            ...parts.query.filter(([key]) => key !== name),
            ...Array.from({ length: twice ? 2 : 1 }, (): [string, string] => [name, value]),
          ],
        },
        change: `query ${name}=${describeValue(value)}${twice ? ' twice' : ''}`,
      })),
  );

  if (names('header').length > 0) {
    changes.push(
      fc
        .tuple(oneOf(names('header')), oneOf(hostileHeaderValues))
        .map(([name, value]): Change => (parts) => ({
          parts: { ...parts, headers: { ...parts.headers, [name]: value } },
          change: `header ${name}=${describeValue(value)}`,
        })),
    );
  }

  if (operation.body) {
    changes.push(
      fc.tuple(fc.nat(), hostileJsonValue).map(([pick, value]): Change => (parts) => {
        const nodes = bodyNodes(parts.body);
        const { path } = nodes[pick % nodes.length]!;
        return {
          parts: { ...parts, body: replaceAt(parts.body, path, () => value) },
          change: `body ${path.join('.') || '(whole)'}=${describeValue(value)}`,
        };
      }),
      fc
        .tuple(fc.nat(), oneOf(hostileKeys), hostileJsonValue)
        .map(([pick, key, value]): Change => (parts) => {
          const objects = bodyNodes(parts.body).filter((node) => isObject(node.value));
          if (objects.length === 0) return undefined;
          const { path } = objects[pick % objects.length]!;
          return {
            parts: {
              ...parts,
              body: replaceAt(parts.body, path, (old) => ({ ...(old as object), [key]: value })),
            },
            change: `body ${[...path, describeValue(key)].join('.')} added as ${describeValue(value)}`,
          };
        }),
      fc.nat().map((pick): Change => (parts) => {
        const fields = bodyNodes(parts.body).filter((node) => typeof node.path.at(-1) === 'string');
        if (fields.length === 0) return undefined;
        const { path } = fields[pick % fields.length]!;
        const key = path.at(-1) as string;
        return {
          parts: {
            ...parts,
            body: replaceAt(parts.body, path.slice(0, -1), (old) =>
              Object.fromEntries(Object.entries(old as object).filter(([k]) => k !== key)),
            ),
          },
          change: `body ${path.join('.')} left out`,
        };
      }),
      oneOf(otherContentTypes).map((contentType): Change => (parts) => ({
        parts: { ...parts, contentType },
        change: `JSON body as ${JSON.stringify(contentType)}`,
      })),
    );
  }

  changes.push(
    fc
      .tuple(oneOf(brokenBodies), oneOf(['application/json', ...otherContentTypes]))
      .map(([bodyText, contentType]): Change => (parts) => ({
        parts: { ...parts, bodyText, contentType },
        change: `body ${describeValue(bodyText)} as ${JSON.stringify(contentType)}`,
      })),
  );
  return changes;
}

/** Plausible requests for one operation: values drawn from its schemas. */
function plausibleParts(
  document: OpenApiDocument,
  operation: ApiOperation,
  options: { knownValues: KnownValues; everyField: boolean },
): fc.Arbitrary<RequestParts> {
  const value = plausibleValues(document, operation, options);
  const parameters = (location: OpenApiParameter['in']) =>
    operation.parameters.filter((p) => p.in === location);
  const valueOf = (p: OpenApiParameter) => value(p.schema, p.name);
  const query = parameters('query').map((p) =>
    (p.required || options.everyField ? valueOf(p) : fc.option(valueOf(p), { nil: undefined })).map(
      (drawn): [string, string][] => (drawn === undefined ? [] : [[p.name, queryValueOf(drawn)]]),
    ),
  );
  return fc.record({
    path: fc.record(
      Object.fromEntries(parameters('path').map((p) => [p.name, valueOf(p).map(queryValueOf)])),
    ),
    query: fc.tuple(...query).map((pairs) => pairs.flat()),
    headers: fc.record(
      Object.fromEntries(parameters('header').map((p) => [p.name, valueOf(p).map(String)])),
    ),
    body: operation.body ? value(operation.body) : fc.constant(undefined),
  });
}

const sampleOne = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

/**
 * `variantsPerOperation` hostile requests for every operation of the document: a plausible
 * request with one hostile change each.
 */
export function hostileVariants(
  document: OpenApiDocument,
  options: HostileRequestOptions,
): HostileRequest[] {
  return operationsOf(document).flatMap((operation, index) => {
    const plausible = plausibleParts(document, operation, {
      knownValues: options.knownValues,
      everyField: false,
    });
    const drawn = fc.sample(fc.tuple(plausible, fc.oneof(...changesFor(operation))), {
      seed: options.seed + index,
      numRuns: options.variantsPerOperation,
    });
    return drawn.flatMap(([parts, change]) => {
      const changed = change(parts);
      return changed ? [toRequest(operation, changed.parts, changed.change)] : [];
    });
  });
}

/**
 * One plausible request per operation of the document, with only its required fields (known
 * values where the test has them): for tests that need requests to pass validation and reach
 * the services, such as the authorization matrix.
 */
export function plausibleRequests(
  document: OpenApiDocument,
  options: Omit<HostileRequestOptions, 'variantsPerOperation'>,
): HostileRequest[] {
  return operationsOf(document).map((operation, index) =>
    toRequest(
      operation,
      sampleOne(
        plausibleParts(document, operation, {
          knownValues: options.knownValues,
          everyField: false,
        }),
        options.seed + index,
      ),
      'plausible',
    ),
  );
}

/**
 * Operations that end the sender's session or change its account (sign-out, pause, a new
 * password or email, closing it): tests send them last, so that the others find the accounts
 * as they were.
 */
export function changesTheSender({ method, path }: HostileRequest['operation']): boolean {
  return (
    path === '/api/auth/sign-out' ||
    /\/me\/(pause|password|email)$/.test(path) ||
    (method === 'DELETE' && /^\/api\/(buyers|sellers)\/me$/.test(path))
  );
}

/**
 * `minimal` with what leads to `path` in `full` added where `minimal` lacks it, so that a
 * request sets one optional field and leaves the other optional fields out.
 */
function graft(minimal: unknown, full: unknown, path: BodyNode['path']): unknown {
  if (path.length === 0) return minimal;
  const [head, ...rest] = path;
  const fullChild = (full as Record<string | number, unknown>)[head!];
  const present = minimal !== null && typeof minimal === 'object' && head! in (minimal as object);
  if (!present) {
    return replaceAt(minimal ?? (Array.isArray(full) ? [] : {}), [head!], () => fullChild);
  }
  return replaceAt(minimal, [head!], (child) => graft(child, fullChild, rest));
}

/**
 * For every operation, one request per path and query parameter and per body field with text
 * PostgreSQL cannot store in it: a NUL character or a lone surrogate, in turn. The rest of the
 * request is plausible, with only the required fields and the one under test. Body objects
 * also get a key with such text.
 */
export function unstorableTextSweep(
  document: OpenApiDocument,
  options: Omit<HostileRequestOptions, 'variantsPerOperation'>,
): HostileRequest[] {
  let turn = 0;
  const nextText = () => unstorableTexts[turn++ % unstorableTexts.length]!;
  return operationsOf(document).flatMap((operation, index) => {
    const seed = options.seed + index;
    const { knownValues } = options;
    const minimal = sampleOne(
      plausibleParts(document, operation, { knownValues, everyField: false }),
      seed,
    );
    const full = sampleOne(
      plausibleParts(document, operation, { knownValues, everyField: true }),
      seed,
    );
    const requests: HostileRequest[] = [];
    const add = (parts: RequestParts, change: string) =>
      requests.push(toRequest(operation, parts, change));
    // Headers are left out: HTTP parsers refuse control characters in them before the api.
    for (const parameter of operation.parameters) {
      const text = encodeText(nextText());
      if (parameter.in === 'path') {
        add(
          { ...minimal, path: { ...minimal.path, [parameter.name]: text } },
          `path ${parameter.name}`,
        );
      } else if (parameter.in === 'query') {
        const others = minimal.query.filter(([key]) => key !== parameter.name);
        add({ ...minimal, query: [...others, [parameter.name, text]] }, `query ${parameter.name}`);
      }
    }
    for (const { path, value: old } of operation.body ? bodyNodes(full.body) : []) {
      if (Array.isArray(old)) continue;
      const text = nextText();
      const body = graft(minimal.body, full.body, path);
      const field = path.join('.') || '(whole)';
      if (isObject(old)) {
        const withKey = replaceAt(body, path, (object) => ({
          ...(object as object),
          [`key${text}`]: 'x',
        }));
        add({ ...minimal, body: withKey }, `body ${field} key with ${describeValue(text)}`);
      } else {
        const withText = replaceAt(body, path, () => `text ${text}`);
        add({ ...minimal, body: withText }, `body ${field}=${describeValue(text)}`);
      }
    }
    return requests;
  });
}
