import { errorEnvelopeSchema } from '@bazaar/contracts';
import { fromJSONSchema, type ZodType } from 'zod';
import type { OpenApiDocument } from './hostile-requests';

type JsonSchema = Record<string, unknown>;

interface OpenApiResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}

/** The answer of a request, as a test saw it. */
export interface SeenAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Checks answers against what the OpenAPI document declares for their operation and status
 * (the exact status, else its class `4XX`, else `default`): a JSON answer must match the
 * declared schema, every error the envelope with its own status. The document's schemas are
 * turned back into zod here, independently of the schemas the routes write their answers with.
 * Returns what is wrong, or undefined.
 */
export function declaredResponseChecker(document: OpenApiDocument) {
  // zod resolves local references under $defs only; the document keeps them in components.
  const components = JSON.parse(
    JSON.stringify(document.components?.schemas ?? {}).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    ),
  ) as Record<string, JsonSchema>;
  const compiled = new Map<string, ZodType | null>();

  function schemaOf(path: string, method: string, status: number): ZodType | null | undefined {
    const operation = document.paths[path]?.[method.toLowerCase()] as
      { responses?: Record<string, OpenApiResponse> } | undefined;
    const responses = operation?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (candidate) => candidate in responses,
    );
    if (key === undefined) return undefined;
    const cacheKey = `${method} ${path} ${key}`;
    if (!compiled.has(cacheKey)) {
      const declared = responses[key]!.content?.['application/json']?.schema;
      compiled.set(
        cacheKey,
        declared
          ? fromJSONSchema({
              ...(JSON.parse(
                JSON.stringify(declared).replaceAll('"#/components/schemas/', '"#/$defs/'),
              ) as JsonSchema),
              $defs: components,
            })
          : null,
      );
    }
    return compiled.get(cacheKey);
  }

  return (operation: { method: string; path: string }, answer: SeenAnswer): string | undefined => {
    const { status, contentType, body } = answer;
    if (status >= 500) return `answered ${status}`;
    const isJson = contentType?.startsWith('application/json') ?? false;
    const parsed = isJson ? parseJson(body) : undefined;
    if (status >= 400) {
      const envelope = errorEnvelopeSchema.safeParse(parsed);
      if (!envelope.success) return `answered ${status} outside the envelope`;
      if (envelope.data.status !== status) {
        return `answered ${status}, the envelope says ${envelope.data.status}`;
      }
    }
    // Answers the framework gives before a route (a path that matches none) have no operation.
    if (status === 404) return undefined;
    const schema = schemaOf(operation.path, operation.method, status);
    if (schema === undefined) return `answered ${status}, which the document does not declare`;
    // Declared without a JSON body (a file, a calendar, no content): nothing more to check.
    if (schema === null || !isJson) return undefined;
    const checked = schema.safeParse(parsed);
    if (checked.success) return undefined;
    const issue = checked.error.issues[0]!;
    return `answered ${status} outside its declared schema (${issue.path.join('.') || '(whole)'}: ${issue.message})`;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
