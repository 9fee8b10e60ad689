import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { booleanFlag, type EnvValues, nonEmpty } from './env-values';

/** Where uploaded and generated media are kept: a folder, or an S3-compatible bucket (ADR 0078). */
export const mediaEnv = {
  /** Folder of uploaded and generated media served at /api/media; default DATA_DIR/uploads. */
  UPLOADS_DIR: nonEmpty.optional(),
  /**
   * S3-compatible endpoint media are stored at (e.g. https://s3.eu-central-1.amazonaws.com, or a
   * local server); unset: media stay in UPLOADS_DIR. Set with MEDIA_S3_BUCKET and the keys.
   */
  MEDIA_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** The bucket media are stored in (it must exist). */
  MEDIA_S3_BUCKET: nonEmpty.optional(),
  /** The bucket's region (any value for servers without regions). */
  MEDIA_S3_REGION: nonEmpty.default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: nonEmpty.optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: nonEmpty.optional(),
  /**
   * Address buckets as endpoint/bucket/key (local servers, MinIO) rather than as a host name
   * bucket.endpoint; default true.
   */
  MEDIA_S3_FORCE_PATH_STYLE: booleanFlag.default(true),
};

/** An S3-compatible bucket for media (ADR 0078). */
export interface MediaS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type MediaStorageConfig = { driver: 'local' } | ({ driver: 's3' } & MediaS3Config);

export interface MediaConfig {
  uploadsDir: string;
  /** Where media are stored: an S3-compatible bucket when configured, else uploadsDir. */
  mediaStorage: MediaStorageConfig;
}

const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** The bucket when any of its variables is set; then every one of them must be. */
function mediaStorage(vars: EnvValues<typeof mediaEnv>): MediaStorageConfig {
  const missing = MEDIA_S3_REQUIRED.filter((name) => !vars[name]);
  if (missing.length === MEDIA_S3_REQUIRED.length) return { driver: 'local' };
  if (missing.length > 0) {
    // Never echo the values: two of them are credentials.
    throw new ConfigError(
      missing.map((variable) => ({
        variable,
        message: `must be set with the other media bucket variables (${MEDIA_S3_REQUIRED.join(', ')})`,
      })),
    );
  }
  return {
    driver: 's3',
    endpoint: vars.MEDIA_S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: vars.MEDIA_S3_BUCKET!,
    region: vars.MEDIA_S3_REGION,
    accessKeyId: vars.MEDIA_S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.MEDIA_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: vars.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

/** Media under DATA_DIR/uploads unless UPLOADS_DIR or a bucket says otherwise. */
export function mediaConfig(vars: EnvValues<typeof mediaEnv>, dataDir: string): MediaConfig {
  return {
    uploadsDir: path.resolve(vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    mediaStorage: mediaStorage(vars),
  };
}
