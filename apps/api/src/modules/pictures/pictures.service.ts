import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountPictureRules } from '@bazaar/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ValidationError } from '../../errors';

/** Folders under UPLOADS_DIR, each served at /api/media/<folder>/. */
export type PictureFolder = 'avatars' | 'logos';

const MEDIA_URL_PREFIX = '/api/media/';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The reason is the toast's text too: there is only one field, so naming it adds nothing. */
const refuse = (message: string) => new ValidationError([{ field: 'file', message }], message);

/**
 * Account pictures: the real type is read from the bytes (never from the name or the declared
 * type), huge or tiny pictures are refused, and what is kept is a re-encoded WebP without the
 * original's metadata (no camera or location data leaves with it).
 */
export function createPicturesService(options: { uploadsDir: string }) {
  async function readImage(bytes: Buffer) {
    let metadata: Metadata;
    try {
      // Only the header is read here, so no pixel limit yet: the size check below gives the reason.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw refuse('This file is not a picture we can read. Upload a JPEG, PNG or WebP image');
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw refuse('Upload a JPEG, PNG or WebP image');
    }
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    // The header alone says how big the decoded picture would be: refuse bombs before decoding.
    if (width * height > accountPictureRules.maxPixels) {
      throw refuse(
        `The picture is larger than ${accountPictureRules.maxPixels / 1_000_000} megapixels`,
      );
    }
    const { minSidePx } = accountPictureRules;
    if (width < minSidePx || height < minSidePx) {
      throw refuse(`The picture must be at least ${minSidePx}×${minSidePx} pixels`);
    }
    return sharp(bytes, {
      limitInputPixels: accountPictureRules.maxPixels,
      failOn: 'error',
    }).rotate();
  }

  async function save(folder: PictureFolder, image: Sharp): Promise<string> {
    let webp: Buffer;
    try {
      webp = await image.webp({ quality: 85 }).toBuffer();
    } catch {
      throw refuse('This picture is damaged and cannot be read');
    }
    const name = `${randomUUID()}.webp`;
    const directory = path.join(options.uploadsDir, folder);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, name), webp);
    return `${MEDIA_URL_PREFIX}${folder}/${name}`;
  }

  return {
    /** Stores an avatar cropped to a square; returns its /api/media URL. */
    async storeAvatar(bytes: Buffer): Promise<string> {
      const side = accountPictureRules.avatarSidePx;
      const image = await readImage(bytes);
      return save('avatars', image.resize(side, side, { fit: 'cover' }));
    },

    /** Stores a logo, keeping its shape, at most 512 px on its longer side. */
    async storeLogo(bytes: Buffer): Promise<string> {
      const side = accountPictureRules.logoMaxSidePx;
      const image = await readImage(bytes);
      return save('logos', image.resize(side, side, { fit: 'inside', withoutEnlargement: true }));
    },

    /** Deletes a picture stored by this service; other URLs (seed pictures) are left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url) return;
      const match = /^\/api\/media\/(avatars|logos)\/([0-9a-f-]{36}\.webp)$/.exec(url);
      if (!match) return;
      await rm(path.join(options.uploadsDir, match[1]!, match[2]!), { force: true });
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
