import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { accountPictureRules, listingDocumentRules, listingMediaRules } from '@bazaar/contracts';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ValidationError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import { CONTENT_ADDRESSED_NAME, contentAddressedName } from '../../lib/media-names';
import type { MediaStorage } from '../../lib/media-storage';
import { createPictureJobs, type PictureJobLimits } from './picture-jobs';

/** Folders of the media storage, each served at /api/media/<folder>/. */
export type PictureFolder = 'avatars' | 'logos' | 'catalog-nodes' | 'homepage-banners';

const MEDIA_URL_PREFIX = '/api/media/';
/** Listing files live under listings/, spread over 256 folders by name. */
const LISTINGS_FOLDER = 'listings';
/** Pictures sent in chats live under chat/, spread the same way. */
const CHAT_FOLDER = 'chat';
/** Names before ADR 0078 were random UUIDs; they are still removed as they were. */
const LISTING_FILE_URL = new RegExp(
  `^/api/media/(listings/(?:documents/)?[0-9a-f]{2}/(?:[0-9a-f-]{36}(?:-thumb)?\\.(?:webp|pdf)|${CONTENT_ADDRESSED_NAME}))$`,
);
const ACCOUNT_PICTURE_URL = new RegExp(
  `^/api/media/((?:avatars|logos|catalog-nodes|homepage-banners)/(?:[0-9a-f-]{36}\\.webp|${CONTENT_ADDRESSED_NAME}))$`,
);
/** Banners span the page's width: kept sharp on wide screens, never larger. */
const HOMEPAGE_BANNER_MAX_SIDE_PX = 1600;
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/**
 * What a file's first bytes (read as latin1) say it is: JPEG, PNG and WebP are accepted, and only
 * they ever reach the decoder; other pictures (GIF, BMP, TIFF, HEIC/AVIF, SVG) are refused by
 * naming what to send instead.
 */
// eslint-disable-next-line no-control-regex -- file signatures are bytes, control characters too
const ACCEPTED_PICTURE = /^(?:\xff\xd8\xff|\x89PNG\r\n\x1a\n|RIFF.{4}WEBP)/s;
const OTHER_PICTURE = /^(?:GIF8|BM|II\*\0|MM\0\*|.{4}ftyp|\s*<(?:\?xml|svg))/s;

/** Decoded pictures are not cached: each is read once, from a file removed right after. */
sharp.cache(false);

/**
 * At most one picture of an account, and about one per core in all, is decoded at a time: a
 * burst of uploads waits its turn instead of taking the memory and every core.
 */
const DEFAULT_JOB_LIMITS: PictureJobLimits = { total: availableParallelism(), perAccount: 1 };

/** The reason is the toast's text too: there is only one field, so naming it adds nothing. */
const refuse = (message: string, field = 'file') =>
  new ValidationError([{ field, message }], message);
/** A refusal of one of several files, which names it (`subject`). */
const refuseFile = (subject: string | undefined, message: string, field: string) =>
  refuse(subject ? `${subject}: ${message}` : message, field);
const DAMAGED = 'This picture is damaged and cannot be read';
const NOT_A_PICTURE = 'This file is not a picture we can read. Upload a JPEG, PNG or WebP image';

interface PictureRules {
  minSidePx: number;
  maxPixels: number;
  /** The form field named in refusals. */
  field: string;
  /** Prefixed to every refusal (the file's name, when several are uploaded at once). */
  subject?: string;
}

const accountRules: PictureRules = { ...accountPictureRules, field: 'file' };

/**
 * The uploaded picture, checked from its first bytes and its header before anything is decoded,
 * ready to decode.
 */
async function readImage(file: UploadedFile, rules: PictureRules = accountRules) {
  const fail = (message: string) => refuseFile(rules.subject, message, rules.field);
  const head = file.head.toString('latin1');
  if (!ACCEPTED_PICTURE.test(head)) {
    throw OTHER_PICTURE.test(head) ? fail('Upload a JPEG, PNG or WebP image') : fail(NOT_A_PICTURE);
  }
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below gives the reason.
    metadata = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw fail(NOT_A_PICTURE);
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
  // Read in sequence (the default, said here because memory depends on it): a picture that is
  // only shrunk never lies in memory whole, and JPEG and WebP shrink while they load.
  return sharp(file.path, {
    limitInputPixels: rules.maxPixels,
    failOn: 'error',
    sequentialRead: true,
  }).autoOrient();
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
 * Account and listing pictures: the real type is read from the first bytes (never from the name
 * or the declared type), huge or tiny pictures are refused from the header before decoding, and
 * what is kept is a re-encoded WebP without the original's metadata (no camera or location data
 * leaves with it). Pictures are decoded from their uploaded file, row by row, through the queue
 * of picture jobs.
 */
export function createPicturesService(options: {
  storage: MediaStorage;
  jobLimits?: PictureJobLimits;
}) {
  const { storage } = options;
  const jobs = createPictureJobs(options.jobLimits ?? DEFAULT_JOB_LIMITS);

  /**
   * Stores a picture's WebP bytes under a content-addressed name in `folder` (spread over 256
   * subfolders by the name when `spread`); returns its /api/media URL.
   */
  async function storeWebp(folder: string, webp: Buffer, spread: boolean): Promise<string> {
    const name = contentAddressedName(webp, 'webp');
    const key = spread ? `${folder}/${name.slice(0, 2)}/${name}` : `${folder}/${name}`;
    await storage.put(key, webp, 'image/webp');
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  /**
   * A picture of at most 1600 px on its longer side as WebP without metadata, and a thumbnail of
   * at most 400 px, under `root` (spread over 256 folders), decoded in the account's picture job.
   */
  function storeWithThumbnail(
    accountId: string,
    file: UploadedFile,
    root: string,
    field: string,
    subject?: string,
  ): Promise<StoredListingPicture> {
    return jobs.run(accountId, async () => {
      const image = await readImage(file, {
        minSidePx: listingMediaRules.minSidePx,
        maxPixels: listingMediaRules.maxPixels,
        field,
        subject,
      });
      const fit = (picture: Sharp, side: number) =>
        picture.resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({
          quality: 82,
        });
      let large: { data: Buffer; info: OutputInfo };
      let thumbnail: Buffer;
      try {
        // The upload is decoded once; the thumbnail is made from the large picture.
        large = await fit(image, listingMediaRules.largeMaxSidePx).toBuffer({
          resolveWithObject: true,
        });
        thumbnail = await fit(sharp(large.data), listingMediaRules.thumbnailMaxSidePx).toBuffer();
      } catch {
        throw refuseFile(subject, DAMAGED, field);
      }
      return {
        url: await storeWebp(root, large.data, true),
        thumbnailUrl: await storeWebp(root, thumbnail, true),
        width: large.info.width,
        height: large.info.height,
      };
    });
  }

  /** Avatars and logos: one WebP under `folder`, decoded in the account's picture job. */
  function storeAccountPicture(
    accountId: string,
    file: UploadedFile,
    folder: PictureFolder,
    shape: (image: Sharp) => Sharp,
  ): Promise<string> {
    return jobs.run(accountId, async () => {
      const image = shape(await readImage(file));
      let webp: Buffer;
      try {
        webp = await image.webp({ quality: 85 }).toBuffer();
      } catch {
        throw refuse(DAMAGED);
      }
      return storeWebp(folder, webp, false);
    });
  }

  return {
    /** Stores an account's avatar cropped to a square; returns its /api/media URL. */
    storeAvatar(accountId: string, file: UploadedFile): Promise<string> {
      const side = accountPictureRules.avatarSidePx;
      return storeAccountPicture(accountId, file, 'avatars', (image) =>
        image.resize(side, side, { fit: 'cover' }),
      );
    },

    /** Stores a seller's logo, keeping its shape, at most 512 px on its longer side. */
    storeLogo(accountId: string, file: UploadedFile): Promise<string> {
      const side = accountPictureRules.logoMaxSidePx;
      return storeAccountPicture(accountId, file, 'logos', (image) =>
        image.resize(side, side, { fit: 'inside', withoutEnlargement: true }),
      );
    },

    /**
     * Stores a catalog node's picture set by an administrator, keeping its shape, at most 512 px
     * on its longer side (the tiles of the installed structure are SVGs in subfolders).
     */
    storeCatalogNodePicture(adminId: string, file: UploadedFile): Promise<string> {
      const side = accountPictureRules.logoMaxSidePx;
      return storeAccountPicture(adminId, file, 'catalog-nodes', (image) =>
        image.resize(side, side, { fit: 'inside', withoutEnlargement: true }),
      );
    },

    /**
     * Stores a home-page banner set by an administrator, keeping its shape, at most 1600 px on
     * its longer side (banners span the page's width).
     */
    storeHomepageBanner(adminId: string, file: UploadedFile): Promise<string> {
      const side = HOMEPAGE_BANNER_MAX_SIDE_PX;
      return storeAccountPicture(adminId, file, 'homepage-banners', (image) =>
        image.resize(side, side, { fit: 'inside', withoutEnlargement: true }),
      );
    },

    /**
     * Stores a listing picture: at most 1600 px on its longer side as WebP without metadata, and
     * a thumbnail of at most 400 px. `subject` names the file in refusals.
     */
    storeListingPicture(
      accountId: string,
      file: UploadedFile,
      subject?: string,
    ): Promise<StoredListingPicture> {
      return storeWithThumbnail(accountId, file, LISTINGS_FOLDER, 'files', subject);
    },

    /**
     * Stores a picture sent in a chat, with the listing pictures' checks, sizes and thumbnail,
     * under chat/; refusals name the form's one field, `file`.
     */
    storeChatPicture(accountId: string, file: UploadedFile): Promise<StoredListingPicture> {
      return storeWithThumbnail(accountId, file, CHAT_FOLDER, 'file');
    },

    /** Checks that a file is a PDF (by its first bytes, not its name) and stores it as it is. */
    async storeListingDocument(
      file: UploadedFile,
      subject?: string,
    ): Promise<StoredListingDocument> {
      if (!file.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        throw refuseFile(subject, 'This file is not a PDF document', 'files');
      }
      if (file.sizeBytes > listingDocumentRules.maxBytes) {
        const megabytes = listingDocumentRules.maxBytes / 1024 / 1024;
        throw refuseFile(subject, `The file is larger than ${megabytes} MB`, 'files');
      }
      // Streamed from the upload's file; a random name, spread by its first two letters.
      const id = randomUUID();
      const key = `${LISTINGS_FOLDER}/documents/${id.slice(0, 2)}/${id}.pdf`;
      await storage.put(key, { file: file.path }, 'application/pdf');
      return { url: `${MEDIA_URL_PREFIX}${key}`, sizeBytes: file.sizeBytes };
    },

    /** Deletes an uploaded listing file; seed pictures and anything else are left alone. */
    async removeListingFile(url: string): Promise<void> {
      const match = LISTING_FILE_URL.exec(url);
      if (match) await storage.delete(match[1]!);
    },

    /** Deletes a picture stored by this service; other URLs (seed pictures) are left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      const match = url ? ACCOUNT_PICTURE_URL.exec(url) : null;
      if (match) await storage.delete(match[1]!);
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
