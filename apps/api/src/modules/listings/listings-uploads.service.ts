import type { ListingDocument, ListingMediaItem } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import { throttleRules } from '../throttle';
import { toListingDocument, toMediaItem } from './listing-dto';
import type { Actor, ListingServiceContext } from './listing-service-context';

/** Unattached uploads (never saved with a listing, or taken off one) live this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** A file name safe to show and to offer as a download name. */
function documentName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes have no place in a name shown on the page.
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  const name = clean.length > 0 ? clean : 'document.pdf';
  const withExtension = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  return withExtension.length > 120 ? `${withExtension.slice(0, 116)}.pdf` : withExtension;
}

/** Pictures and documents uploaded before a save, and the purge of those no listing kept. */
export function createListingUploads({ deps, repository, pictures, clock }: ListingServiceContext) {
  return {
    /** Counts an upload call against the account's hourly limit (429 beyond it). */
    async admitUpload(actor: Actor): Promise<void> {
      await deps.throttle?.hit(throttleRules.listingUploadsPerAccount, actor.id);
    },

    /** Stores uploaded pictures (all or none) for the actor's next saves. */
    async uploadMedia(actor: Actor, files: UploadedFile[]): Promise<ListingMediaItem[]> {
      const stored: Awaited<ReturnType<typeof pictures.storeListingPicture>>[] = [];
      try {
        for (const file of files) {
          stored.push(await pictures.storeListingPicture(actor.id, file, file.filename));
        }
        const now = clock.now();
        const rows = await repository.insertMedia(
          stored.map((picture) => ({
            ownerId: actor.id,
            listingId: null,
            url: picture.url,
            thumbnailUrl: picture.thumbnailUrl,
            width: picture.width,
            height: picture.height,
            createdAt: now,
          })),
        );
        return rows.map(toMediaItem);
      } catch (error) {
        // One bad file refuses the whole upload: the pictures already written go again.
        for (const picture of stored) {
          await pictures.removeListingFile(picture.url);
          await pictures.removeListingFile(picture.thumbnailUrl);
        }
        throw error;
      }
    },

    /** Stores uploaded PDF documents (all or none) for the actor's next saves. */
    async uploadDocuments(actor: Actor, files: UploadedFile[]): Promise<ListingDocument[]> {
      const stored: { url: string; sizeBytes: number; name: string }[] = [];
      try {
        for (const file of files) {
          const document = await pictures.storeListingDocument(file, file.filename);
          stored.push({ ...document, name: documentName(file.filename) });
        }
        const now = clock.now();
        const rows = await repository.insertDocuments(
          stored.map((document) => ({
            ownerId: actor.id,
            listingId: null,
            name: document.name,
            url: document.url,
            sizeBytes: document.sizeBytes,
            createdAt: now,
          })),
        );
        return rows.map(toListingDocument);
      } catch (error) {
        for (const document of stored) await pictures.removeListingFile(document.url);
        throw error;
      }
    },

    /**
     * Deletes pictures and documents that no listing uses and that are older than a day, with
     * their files (a file stays while a copy still uses it). Returns how many files went.
     */
    async purgeUnattachedUploads(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
      const urls = await repository.deleteUnattachedBefore(before);
      const inUse = await repository.urlsInUse(urls);
      const unused = [...new Set(urls)].filter((url) => !inUse.has(url));
      for (const url of unused) await pictures.removeListingFile(url);
      if (unused.length > 0) deps.log?.info({ files: unused.length }, 'purged unattached uploads');
      return unused.length;
    },
  };
}
