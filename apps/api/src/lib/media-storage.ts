import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What is put: bytes, or a file on this machine (an upload's temporary file), streamed. */
export type MediaBody = Buffer | string | { file: string };

/** A stored object, opened for reading. */
export interface MediaObject {
  body: Readable;
  sizeBytes: number;
  contentType: string;
  /** A strong validator of the bytes, quoted as an ETag header is. */
  etag: string;
}

/**
 * Where media live (ADR 0078): uploaded and generated pictures, listing documents and the demo's
 * pictures, each under a key such as `avatars/<name>.webp` (the path after /api/media/). Every
 * api instance of an installation reads the same storage, so whatever one stores the others serve.
 */
export interface MediaStorage {
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: MediaBody, contentType?: string): Promise<void>;
  /** The object under `key`, or undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  /** Deletes the object under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Fails when the storage cannot be reached (readiness). */
  check(): Promise<void>;
  /** What the storage is, for the start log (never a credential). */
  describe(): Record<string, string>;
  /** Lets go of connections (at the app's close). */
  close(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** The type a key's extension names (what the local folder answers; S3 keeps the one put). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A key is a relative path of plain segments: no empty, `.` or `..` segment and none starting
 * with a dot (dot folders hold incoming uploads and import files, which are never media).
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\') || key.includes('\0')) {
    return false;
  }
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** The storage of one folder on this machine (the default: UPLOADS_DIR). */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file (dot names are not served).
      const partial = path.join(path.dirname(file), `.${randomUUID()}.partial`);
      try {
        if (typeof body === 'object' && !Buffer.isBuffer(body)) {
          await pipeline(createReadStream(body.file), createWriteStream(partial));
        } else {
          await writeFile(partial, body);
        }
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!isMediaKey(key)) return undefined;
      const file = fileOf(key);
      const found = await stat(file).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!found?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        sizeBytes: found.size,
        contentType: contentTypeOf(key),
        etag: `"${createHash('sha1').update(`${found.size}:${found.mtimeMs}:${key}`).digest('hex')}"`,
      };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async exists(key) {
      if (!isMediaKey(key)) return false;
      return access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root);
    },

    describe: () => ({ driver: 'local', folder: root }),
    close: () => undefined,
  };
}
