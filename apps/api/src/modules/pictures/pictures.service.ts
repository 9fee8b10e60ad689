import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountPictureRules, listingDocumentRules, listingMediaRules } from '@bazaar/contracts';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ValidationError } from '../../errors';

/** Folders under UPLOADS_DIR, each served at /api/media/<folder>/. */
export type PictureFolder = 'avatars' | 'logos';

const MEDIA_URL_PREFIX = '/api/media/';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Listing files live under UPLOADS_DIR/listings/, spread over 256 folders by name. */
const LISTINGS_FOLDER = 'listings';
const LISTING_FILE_URL =
  /^\/api\/media\/listings\/(documents\/)?([0-9a-f]{2})\/([0-9a-f-]{36}(?:-thumb)?\.(?:webp|pdf))$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/** The reason is the toast's text too: there is only one field, so naming it adds nothing. */
const refuse = (message: string, field = 'file') =>
  new ValidationError([{ field, message }], message);

interface PictureRules {
  minSidePx: number;
  maxPixels: number;
  /** The form field named in refusals. */
  field: string;
  /** Prefixed to every refusal (the file's name, when several are uploaded at once). */
  subject?: string;
}

/** A picture of a listing as stored: a large WebP and its thumbnail. */
export interface StoredListingPicture {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** A stored PDF document. */
export interface StoredListingDocument {
  url: string;
  sizeBytes: number;
}

/**
 * Account pictures: the real type is read from the bytes (never from the name or the declared
 * type), huge or tiny pictures are refused, and what is kept is a re-encoded WebP without the
 * original's metadata (no camera or location data leaves with it).
 */
export function createPicturesService(options: { uploadsDir: string }) {
  const accountRules: PictureRules = { ...accountPictureRules, field: 'file' };

  async function readImage(bytes: Buffer, rules: PictureRules = accountRules) {
    const fail = (message: string) =>
      refuse(rules.subject ? `${rules.subject}: ${message}` : message, rules.field);
    let metadata: Metadata;
    try {
      // Only the header is read here, so no pixel limit yet: the size check below gives the reason.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw fail('This file is not a picture we can read. Upload a JPEG, PNG or WebP image');
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw fail('Upload a JPEG, PNG or WebP image');
    }
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    // The header alone says how big the decoded picture would be: refuse bombs before decoding.
    if (width * height > rules.maxPixels) {
      throw fail(`The picture is larger than ${rules.maxPixels / 1_000_000} megapixels`);
    }
    const { minSidePx } = rules;
    if (width < minSidePx || height < minSidePx) {
      throw fail(`The picture must be at least ${minSidePx}×${minSidePx} pixels`);
    }
    return sharp(bytes, { limitInputPixels: rules.maxPixels, failOn: 'error' }).rotate();
  }

  /** A new file name under listings/ (or listings/documents/), spread by its first two letters. */
  function listingFilePath(kind: 'picture' | 'document') {
    const id = randomUUID();
    const shard = id.slice(0, 2);
    const folder =
      kind === 'document' ? `${LISTINGS_FOLDER}/documents/${shard}` : `${LISTINGS_FOLDER}/${shard}`;
    return { id, folder, directory: path.join(options.uploadsDir, folder) };
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

    /**
     * Stores a listing picture: at most 1600 px on its longer side as WebP without metadata, and
     * a thumbnail of at most 400 px. `subject` names the file in refusals.
     */
    async storeListingPicture(bytes: Buffer, subject?: string): Promise<StoredListingPicture> {
      const image = await readImage(bytes, {
        minSidePx: listingMediaRules.minSidePx,
        maxPixels: listingMediaRules.maxPixels,
        field: 'files',
        subject,
      });
      const fit = (side: number) =>
        image.clone().resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({
          quality: 82,
        });
      let large: { data: Buffer; info: OutputInfo };
      let thumbnail: Buffer;
      try {
        large = await fit(listingMediaRules.largeMaxSidePx).toBuffer({ resolveWithObject: true });
        thumbnail = await fit(listingMediaRules.thumbnailMaxSidePx).toBuffer();
      } catch {
        const message = 'This picture is damaged and cannot be read';
        throw refuse(subject ? `${subject}: ${message}` : message, 'files');
      }
      const { id, folder, directory } = listingFilePath('picture');
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, `${id}.webp`), large.data);
      await writeFile(path.join(directory, `${id}-thumb.webp`), thumbnail);
      return {
        url: `${MEDIA_URL_PREFIX}${folder}/${id}.webp`,
        thumbnailUrl: `${MEDIA_URL_PREFIX}${folder}/${id}-thumb.webp`,
        width: large.info.width,
        height: large.info.height,
      };
    },

    /** Checks that a file is a PDF (by its first bytes, not its name) and stores it as it is. */
    async storeListingDocument(bytes: Buffer, subject?: string): Promise<StoredListingDocument> {
      if (
        bytes.length < PDF_MAGIC.length ||
        !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
      ) {
        const message = 'This file is not a PDF document';
        throw refuse(subject ? `${subject}: ${message}` : message, 'files');
      }
      if (bytes.length > listingDocumentRules.maxBytes) {
        const message = `The file is larger than ${listingDocumentRules.maxBytes / 1024 / 1024} MB`;
        throw refuse(subject ? `${subject}: ${message}` : message, 'files');
      }
      const { id, folder, directory } = listingFilePath('document');
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, `${id}.pdf`), bytes);
      return { url: `${MEDIA_URL_PREFIX}${folder}/${id}.pdf`, sizeBytes: bytes.length };
    },

    /** Deletes an uploaded listing file; seed pictures and anything else are left alone. */
    async removeListingFile(url: string): Promise<void> {
      const match = LISTING_FILE_URL.exec(url);
      if (!match) return;
      const folder = match[1] ? path.join(LISTINGS_FOLDER, 'documents') : LISTINGS_FOLDER;
      await rm(path.join(options.uploadsDir, folder, match[2]!, match[3]!), { force: true });
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
