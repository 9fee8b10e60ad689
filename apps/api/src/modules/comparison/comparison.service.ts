import {
  COMPARISON_MAX,
  type ComparisonCount,
  type ComparisonItem,
  type ComparisonList,
  type ComparisonListings,
} from '@bazaar/contracts';
import { ConflictError, NotFoundError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { moneyOf } from '../../lib/money';
import type { ListingsService } from '../listings';
import { ownerDisplayName } from '../users';
import type { ComparedListingRow, ComparisonRepository } from './comparison.repository';

export interface ComparisonServiceDependencies {
  repository: ComparisonRepository;
  listings: Pick<ListingsService, 'coverPictures'>;
  clock?: Clock;
}

/** The ids of a change, each once, in the order given. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

export function createComparisonService({
  repository,
  listings,
  clock = systemClock,
}: ComparisonServiceDependencies) {
  async function toItems(rows: readonly ComparedListingRow[]): Promise<ComparisonItem[]> {
    const covers = await listings.coverPictures(rows.map((row) => row.id));
    return rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        id: row.id,
        in_comparison: true,
        section: row.section,
        category: row.category,
        title: row.title,
        price: moneyOf(row.priceMinor, row.currency),
        negotiable: row.negotiable,
        rental_period: row.rentalPeriod,
        quantity: row.quantity,
        image: cover ? { url: cover.url, alt: cover.alt } : null,
        location: row.zipCode && row.city ? { zip_code: row.zipCode, city: row.city } : null,
        seller: { id: row.owner.id, display_name: ownerDisplayName(row) },
        // A withdrawn listing (perhaps blocked for what it said) keeps only what its card showed.
        attributes: row.available ? row.attributes : {},
        parameters: row.available ? row.parameters : {},
        available: row.available,
      };
    });
  }

  return {
    /** The account's compared listings, newest added first, withdrawn ones included. */
    async list(userId: string): Promise<ComparisonList> {
      const rows = await repository.listOf(userId);
      return { items: await toItems(rows), products_in_comparison: rows.length };
    },

    /**
     * A visitor's stored ids as comparison columns, in the order given. Ids of listings that no
     * longer exist, or were never published, are left out.
     */
    async listingsOf(ids: readonly string[]): Promise<ComparisonListings> {
      const rows = await repository.findOncePublishedByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return { items: await toItems(found) };
    },

    /**
     * Adds listings to the account's comparison; ids already there are ignored. Every new id
     * must be a listing visitors can see, or nothing is stored (404). Beyond COMPARISON_MAX the
     * call is refused (409). The stored count follows the rows in the same transaction.
     */
    async add(userId: string, include: readonly string[]): Promise<ComparisonCount> {
      const ids = distinct(include);
      const count = await repository.transaction(async (queries) => {
        await queries.lockAccount(userId);
        const stored = await queries.storedIdsAmong(userId, ids);
        const added = ids.filter((id) => !stored.has(id));
        const visible = await queries.publicIdsAmong(added);
        if (added.some((id) => !visible.has(id))) {
          throw new NotFoundError(
            added.length === 1
              ? 'This listing is not available to compare.'
              : 'Some of these listings are not available to compare. Nothing was added.',
          );
        }
        if ((await queries.countOf(userId)) + added.length > COMPARISON_MAX) {
          throw new ConflictError(
            `You can compare up to ${COMPARISON_MAX} products. Remove some before adding more.`,
          );
        }
        // One call keeps its order: each id a millisecond newer than the one before it.
        const now = clock.now().getTime();
        await queries.insert(
          added.map((listingId, index) => ({
            userId,
            listingId,
            createdAt: new Date(now + index),
          })),
        );
        return queries.syncCount(userId);
      });
      return { products_in_comparison: count };
    },

    /** Takes listings out of the account's comparison; ids that are not there are ignored. */
    async remove(userId: string, include: readonly string[]): Promise<ComparisonCount> {
      const count = await repository.transaction(async (queries) => {
        await queries.lockAccount(userId);
        await queries.remove(userId, distinct(include));
        return queries.syncCount(userId);
      });
      return { products_in_comparison: count };
    },
  };
}

export type ComparisonService = ReturnType<typeof createComparisonService>;
