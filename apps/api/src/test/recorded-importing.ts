import type { StoreProduct } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/** What the e-shop module asked of importing, recorded instead of carried out. */
export interface ImportingCalls {
  applied: { sellerId: string; connectionId: string; product: StoreProduct }[];
  removed: { sellerId: string; connectionId: string; externalId: string }[];
  paused: { sellerId: string; connectionId: string }[];
}

export const noImportingCalls = (): ImportingCalls => ({ applied: [], removed: [], paused: [] });

/**
 * Has `app.importing` record the e-shop module's calls into `calls` instead of importing (every
 * product counts as imported before; a pause answers `pausedCount` listings).
 */
export function recordImporting(
  importing: FastifyInstance['importing'],
  calls: ImportingCalls,
  pausedCount: number,
): void {
  vi.spyOn(importing, 'applyStoreProduct').mockImplementation(
    async (sellerId, _platform, connectionId, product) => {
      calls.applied.push({ sellerId, connectionId, product });
      return true;
    },
  );
  vi.spyOn(importing, 'removeStoreProduct').mockImplementation(
    async (sellerId, _platform, connectionId, externalId) => {
      calls.removed.push({ sellerId, connectionId, externalId });
    },
  );
  vi.spyOn(importing, 'pauseImportedFrom').mockImplementation(
    async (sellerId, _platform, connectionId) => {
      calls.paused.push({ sellerId, connectionId });
      return pausedCount;
    },
  );
}
