import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { adminListingsRoutes } from './admin-listings.routes';
import { listingStock, type ListingStock } from './listing-stock';
import { createListingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import { createListingsService, type ListingsService } from './listings.service';
import { myListingsRoutes } from './my-listings.routes';
import {
  createPublicListingSearch,
  type PublicListingSearch,
} from './public-search/public-search.repository';

export {
  moneyOf,
  ownerDisplayName,
  toListingCard,
  type ListingCardRow,
  type OwnerDisplayNames,
} from './listing-dto';
export { listingStock, type ListingStock, type StockLine } from './listing-stock';
export type { ListingsService } from './listings.service';
export type {
  FoundListingRow,
  PublicListingSearch,
} from './public-search/public-search.repository';
export type {
  ParameterCondition,
  SortPosition,
  TextMatch,
  WordSpelling,
} from './public-search/search-query';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings: the public ones, the owner's editor, uploads and moderation (listings module). */
    listings: ListingsService;
    /** Stock taken by checkouts and given back, on the caller's transaction (listings module). */
    listingStock: ListingStock;
    /** Browsing and searching public listings, for the showroom (listings module). */
    publicListingSearch: PublicListingSearch;
  }
}

export interface ListingsModuleOptions {
  clock: Clock;
}

/** How often unattached listing uploads older than a day are purged. */
const UPLOAD_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export const listingsModule = fp<ListingsModuleOptions>(
  async (app, { clock }) => {
    const { catalog, geo } = app;
    const listings = createListingsService({
      repository: createListingsRepository(app.db),
      pictures: app.pictures,
      listingParametersOf: (nodeId) => catalog.listingParametersOf(nodeId),
      throttle: app.throttle,
      coordinatesOfZipCode: (zipCode) => geo.findByZip(zipCode),
      clock,
      log: app.log,
    });
    app.decorate('listings', listings);
    app.decorate('listingStock', listingStock);
    app.decorate('publicListingSearch', createPublicListingSearch(app.db));

    // Uploads nobody saved with a listing go after a day: now, and every few hours.
    await listings.purgeUnattachedUploads();
    const purgeTimer = setInterval(
      () => void listings.purgeUnattachedUploads().catch((error: unknown) => app.log.warn(error)),
      UPLOAD_PURGE_INTERVAL_MS,
    );
    purgeTimer.unref();
    app.addHook('onClose', () => clearInterval(purgeTimer));

    await app.register(
      async (api) => {
        await api.register(listingsRoutes, { service: listings });
        await api.register(myListingsRoutes, { service: listings });
        await api.register(adminListingsRoutes, { service: listings });
      },
      { prefix: API_PREFIX },
    );
  },
  {
    name: 'listings-module',
    dependencies: [
      'db',
      'auth',
      'uploads',
      'catalog-module',
      'geo-module',
      'pictures-module',
      'throttle-module',
    ],
  },
);
