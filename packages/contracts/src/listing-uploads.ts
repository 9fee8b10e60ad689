// Uploads: pictures and PDF documents are uploaded first, then attached to a listing by id.
import { z } from 'zod';

export const listingMediaRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSidePx: 200,
  /** The stored picture fits into this square (never enlarged). */
  largeMaxSidePx: 1_600,
  /** The thumbnail fits into this square. */
  thumbnailMaxSidePx: 400,
  maxFilesPerUpload: 10,
  maxPerListing: 20,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const listingDocumentRules = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 5,
  maxPerListing: 10,
  mimeTypes: ['application/pdf'],
  maxNameLength: 120,
} as const;

/** Multipart field the upload calls read the files from (repeat it for several files). */
export const LISTING_UPLOAD_FIELD = 'files';

/** One picture of a listing: the large picture and its thumbnail. */
export const listingMediaItem = z
  .object({
    id: z.uuid(),
    url: z.string(),
    thumbnail_url: z.string(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'ListingMedia' });
export type ListingMediaItem = z.infer<typeof listingMediaItem>;
export const listingMediaList = z.array(listingMediaItem).meta({ id: 'ListingMediaList' });

/** A PDF attached to a listing (manual, certificate, floor plan…). */
export const listingDocument = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    /** Size in bytes. */
    size: z.number().int().nonnegative(),
  })
  .meta({ id: 'ListingDocument' });
export type ListingDocument = z.infer<typeof listingDocument>;
export const listingDocumentList = z.array(listingDocument).meta({ id: 'ListingDocumentList' });
