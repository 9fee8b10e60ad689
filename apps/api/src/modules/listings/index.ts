import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { adminListingsRoutes } from './admin-listings.routes';
import type { ListingNeighbours } from './listing-neighbours';
import { listingStock, type ListingStock } from './listing-stock';
import { purgeUnattachedUploadsJob } from './listings.jobs';
import { createListingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import { listingSubscribers } from './listings.subscribers';
import { createListingsService, type ListingsService } from './listings.service';
import { myListingsRoutes } from './my-listings.routes';
import {
  createPublicListingSearch,
  type PublicListingSearch,
} from './public-search/public-search.repository';

export { toListingCard, toListingOwner, type ListingCardRow } from './listing-dto';
export type { ListingNeighbours } from './listing-neighbours';
export { listingStock, type ListingStock, type StockLine } from './listing-stock';
export type {
  ListingParameterValues,
  ParameterValuePlace,
  ParameterValueScope,
} from './listing-parameter-values';
export type { Actor, ListingChangeGuard, ListingsService } from './listings.service';
export type { BatchListingSave, BatchSaveResult } from './save-listings-in-bulk';
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
  /** What listings read or keep of the catalog and comparisons (the composition root's). */
  neighbours: ListingNeighbours;
}

export const listingsModule = fp<ListingsModuleOptions>(
  async (app, { clock, neighbours }) => {
    const { catalog, geo } = app;
    const repository = createListingsRepository(app.db, neighbours);
    const listings = createListingsService({
      repository,
      pictures: app.pictures,
      listingParametersOf: (nodeId) => catalog.listingParametersOf(nodeId),
      throttle: app.throttle,
      coordinatesOfZipCode: (zipCode) => geo.findByZip(zipCode),
      events: app.domainEvents,
      audit: app.audit,
      clock,
      log: app.log,
    });
    app.decorate('listings', listings);
    app.decorate('listingStock', listingStock);
    app.decorate('publicListingSearch', createPublicListingSearch(app.db));

    app.jobs.define(purgeUnattachedUploadsJob(listings));
    for (const subscriber of listingSubscribers(repository)) app.domainEvents.subscribe(subscriber);

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
      'jobs',
      'domain-events-module',
      'auth',
      'uploads',
      'catalog-module',
      'geo-module',
      'pictures-module',
      'throttle-module',
    ],
  },
);
