import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { accountPictureRules } from '@bazaar/contracts';
import fp from 'fastify-plugin';
import type { MediaStorageConfig } from '../config';
import { createLocalMediaStorage, type MediaStorage } from '../lib/media-storage';
import { createS3MediaStorage } from '../lib/media-storage-s3';

export interface UploadsPluginOptions {
  uploadsDir: string;
  mediaStorage: MediaStorageConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are written while their request runs (UPLOADS_DIR/.incoming). */
    incomingUploadsDir: string;
    /** Where media are kept: the configured bucket, or UPLOADS_DIR (ADR 0078). */
    mediaStorage: MediaStorage;
  }
}

/** Leftovers older than this (an api stopped in the middle of an upload) go at the next start. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Multipart uploads, received by `http/multipart.ts` into UPLOADS_DIR/.incoming: on the disk the
 * stored media go to (not the system's temporary folder, which is often memory), and never served
 * (media are served without dot folders). Several api instances may share the folder, so only
 * old leftovers are removed at start. What is kept of an upload then goes to the media storage.
 */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (app, options) => {
    const incoming = path.join(options.uploadsDir, '.incoming');
    await mkdir(incoming, { recursive: true });
    const startedAt = Date.now();
    for (const entry of await readdir(incoming)) {
      const leftover = path.join(incoming, entry);
      // Another instance may remove it at the same moment.
      const found = await stat(leftover).catch(() => undefined);
      if (found && startedAt - found.mtimeMs > LEFTOVER_AGE_MS) {
        await rm(leftover, { recursive: true, force: true });
      }
    }
    app.decorate('incomingUploadsDir', incoming);
    const storage =
      options.mediaStorage.driver === 's3'
        ? createS3MediaStorage(options.mediaStorage)
        : createLocalMediaStorage(options.uploadsDir);
    app.addHook('onClose', () => storage.close());
    const described = storage.describe();
    // A wrong bucket or key stops the start here, with its name, rather than at the first upload.
    await storage.check().catch((error: unknown) => {
      const reason = error instanceof Error ? error.name : String(error);
      throw new Error(
        `The media storage (${Object.values(described).join(' ')}) cannot be reached: ${reason}`,
        { cause: error },
      );
    });
    app.decorate('mediaStorage', storage);
    app.log.info(described, 'media storage');
    await app.register(fastifyMultipart, {
      limits: { fileSize: accountPictureRules.maxBytes, files: 1, fields: 5, parts: 6 },
    });
  },
  { name: 'uploads' },
);
