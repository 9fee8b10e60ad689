import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface MediaPluginOptions {
  uploadsDir: string;
}

/**
 * Serves uploaded and generated media read-only. Media can be SVG, so every file is sent with
 * a sandboxing content security policy and no MIME sniffing.
 */
export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/',
    index: false,
    list: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    maxAge: '1d',
    setHeaders(reply) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox",
      );
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
    },
  });
};
