import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../errors';
import { contentAddressOf } from '../lib/media-names';

/** Content-addressed names never stand for other bytes: caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other media (the demo's pictures, documents, names from before ADR 0078) are kept a day. */
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves media read-only from the media storage (the bucket or UPLOADS_DIR), whichever api
 * instance stored them. Media can be SVG, so every file is sent with a sandboxing content
 * security policy and no MIME sniffing. Keys with dot segments (incoming uploads, import files)
 * are never media: 404 like any missing object.
 */
export const mediaPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const object = await app.mediaStorage.get(key);
      if (!object) throw new NotFoundError('This file does not exist.');
      const address = contentAddressOf(key);
      const etag = address ? `"${address}"` : object.etag;
      reply
        .header('Cache-Control', address ? IMMUTABLE : ONE_DAY)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox",
        )
        .header('Cross-Origin-Resource-Policy', 'same-site');
      const validators = request.headers['if-none-match'];
      if (validators && validators.split(',').some((value) => value.trim() === etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply
        .type(object.contentType)
        .header('Content-Length', object.sizeBytes)
        .send(object.body);
    },
  );
};
