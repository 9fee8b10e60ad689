import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers routes that read their body as text, untouched: a webhook's signature covers the
 * body as sent, so it is checked before anything parses it. Scoped to these routes: the app's
 * other routes keep their parsers.
 */
export async function registerRawBodyRoutes(
  app: Routes,
  contentType: string,
  routes: (scope: Routes) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(contentType, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope);
  });
}

/** The body of a route registered with `registerRawBodyRoutes`, as sent ('' when none). */
export function rawBodyOf(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}
