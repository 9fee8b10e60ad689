import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export interface OpenApiPluginOptions {
  version: string;
}

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the zod schemas of the routes, and Swagger UI. */
export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bazaar API',
          description:
            'The api of Bazaar, a multi-division marketplace. Every error answers with the ErrorEnvelope.',
          version: options.version,
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
