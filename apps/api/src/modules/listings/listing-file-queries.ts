import { and, asc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  listingDocuments,
  listingMedia,
  type NewListingDocumentRow,
  type NewListingMediaRow,
} from '../../db/schema/listings';
import { firstMediaOf } from './read-model';

/** A listing's pictures and documents: uploaded unattached, then saved with the listing. */
export function listingFileQueries(db: Queryable) {
  return {
    /** The first picture (lowest position) of each of the given listings. */
    firstMedia: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),

    async mediaOf(listingId: string) {
      return db
        .select()
        .from(listingMedia)
        .where(eq(listingMedia.listingId, listingId))
        .orderBy(asc(listingMedia.position), asc(listingMedia.id));
    },

    async documentsOf(listingId: string) {
      return db
        .select()
        .from(listingDocuments)
        .where(eq(listingDocuments.listingId, listingId))
        .orderBy(asc(listingDocuments.position), asc(listingDocuments.id));
    },

    async mediaByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listingMedia)
        .where(inArray(listingMedia.id, [...ids]));
    },

    async documentsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listingDocuments)
        .where(inArray(listingDocuments.id, [...ids]));
    },

    async insertMedia(rows: NewListingMediaRow[]) {
      if (rows.length === 0) return [];
      return db.insert(listingMedia).values(rows).returning();
    },

    async insertDocuments(rows: NewListingDocumentRow[]) {
      if (rows.length === 0) return [];
      return db.insert(listingDocuments).values(rows).returning();
    },

    /**
     * Makes `ids` the pictures of a listing, in that order, with alt texts from its title;
     * pictures it had before and no longer lists become unattached.
     */
    async setMedia(listingId: string, ids: readonly string[], title: string) {
      await db
        .update(listingMedia)
        .set({ listingId: null })
        .where(
          and(
            eq(listingMedia.listingId, listingId),
            ids.length > 0 ? notInArray(listingMedia.id, [...ids]) : undefined,
          ),
        );
      for (const [position, id] of ids.entries()) {
        const alt =
          ids.length === 1 ? title : `${title} (picture ${position + 1} of ${ids.length})`;
        await db
          .update(listingMedia)
          .set({ listingId, position, alt })
          .where(eq(listingMedia.id, id));
      }
    },

    /** Makes `ids` the documents of a listing, in that order. */
    async setDocuments(listingId: string, ids: readonly string[]) {
      await db
        .update(listingDocuments)
        .set({ listingId: null })
        .where(
          and(
            eq(listingDocuments.listingId, listingId),
            ids.length > 0 ? notInArray(listingDocuments.id, [...ids]) : undefined,
          ),
        );
      for (const [position, id] of ids.entries()) {
        await db
          .update(listingDocuments)
          .set({ listingId, position })
          .where(eq(listingDocuments.id, id));
      }
    },

    /** Unattached pictures and documents created before `before`: deleted, their URLs returned. */
    async deleteUnattachedBefore(before: Date) {
      const media = await db
        .delete(listingMedia)
        .where(and(isNull(listingMedia.listingId), lt(listingMedia.createdAt, before)))
        .returning({ url: listingMedia.url, thumbnailUrl: listingMedia.thumbnailUrl });
      const documents = await db
        .delete(listingDocuments)
        .where(and(isNull(listingDocuments.listingId), lt(listingDocuments.createdAt, before)))
        .returning({ url: listingDocuments.url });
      return [
        ...media.flatMap((row) => [row.url, row.thumbnailUrl]),
        ...documents.map((row) => row.url),
      ];
    },

    /** Which of `urls` some picture or document still uses (copies share their files). */
    async urlsInUse(urls: readonly string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const list = [...urls];
      const media = await db
        .select({ url: listingMedia.url, thumbnailUrl: listingMedia.thumbnailUrl })
        .from(listingMedia)
        .where(or(inArray(listingMedia.url, list), inArray(listingMedia.thumbnailUrl, list)));
      const documents = await db
        .select({ url: listingDocuments.url })
        .from(listingDocuments)
        .where(inArray(listingDocuments.url, list));
      return new Set([
        ...media.flatMap((row) => [row.url, row.thumbnailUrl]),
        ...documents.map((row) => row.url),
      ]);
    },
  };
}
