import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listingMediaRules } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import {
  FetchFailedError,
  RefusedAddressError,
  fetchPublicBytes,
  isPublicAddress,
} from '../../lib/public-address-fetch';

export interface PictureFetchOptions {
  /** Where fetched pictures wait for their checks (the uploads' incoming folder). */
  incomingDir: string;
  /** Private addresses too (stand-ins on 127.0.0.1, closed installations); off by default. */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
}

/** Why a picture could not be fetched, said to the seller in the row report. */
export class PictureFetchError extends Error {}

/**
 * Fetches pictures of an imported product to disk, as uploads arrive: at most the upload limit
 * in bytes, only from public internet addresses unless configured otherwise, and hands them to
 * `use` (which checks and stores them like uploads). The files are removed afterwards.
 */
export function createPictureFetcher(options: PictureFetchOptions) {
  const allowAddress = options.allowPrivateAddresses ? () => true : isPublicAddress;
  return async function withFetchedPictures<T>(
    urls: readonly string[],
    use: (files: UploadedFile[]) => Promise<T>,
  ): Promise<T> {
    const folder = path.join(options.incomingDir, `import-${randomUUID()}`);
    await mkdir(folder, { recursive: true });
    try {
      const files: UploadedFile[] = [];
      for (const [index, url] of urls.slice(0, listingMediaRules.maxPerListing).entries()) {
        let bytes: Buffer;
        try {
          bytes = await fetchPublicBytes(url, {
            timeoutMs: options.timeoutMs ?? 15_000,
            maxBytes: listingMediaRules.maxBytes,
            allowAddress,
            accept: 'image/*',
            userAgent: 'Bazaar product import',
          });
        } catch (error) {
          const why =
            error instanceof RefusedAddressError
              ? 'its address is not a public internet address'
              : error instanceof FetchFailedError
                ? error.message.toLowerCase()
                : 'it could not be fetched';
          throw new PictureFetchError(`Picture ${index + 1} was not imported: ${why}`);
        }
        const file = path.join(folder, `${index}`);
        await writeFile(file, bytes);
        const name = new URL(url).pathname.split('/').pop() || `picture-${index + 1}`;
        files.push({
          filename: name,
          path: file,
          sizeBytes: bytes.byteLength,
          head: bytes.subarray(0, 16),
        });
      }
      return await use(files);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}

export type PictureFetcher = ReturnType<typeof createPictureFetcher>;
