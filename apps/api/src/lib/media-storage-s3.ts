import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../config';
import { contentTypeOf, isMediaKey, type MediaStorage } from './media-storage';

/** Whether S3 answered that the key (or bucket) is not there. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in an S3-compatible bucket (ADR 0078): AWS S3, or MinIO, Ceph, R2 or a local server. Keys
 * are the media keys as they are; path-style addressing by default, which every such server
 * understands.
 */
export function createS3MediaStorage(config: MediaS3Config): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: a streamed body otherwise goes as aws-chunked with
    // a trailing checksum, which several S3-compatible servers store as part of the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    async put(key, body, contentType = contentTypeOf(key)) {
      const Key = checked(key);
      if (typeof body === 'object' && !Buffer.isBuffer(body)) {
        // Streamed from the file; its length is said up front, as S3 needs it for a stream.
        const { size } = await stat(body.file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(body.file),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return;
      }
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      if (!isMediaKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          sizeBytes: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(key),
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },

    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    describe: () => ({ driver: 's3', endpoint: config.endpoint, bucket: config.bucket }),
    close: () => client.destroy(),
  };
}
