import {
  eshopCatalogMapping,
  eshopDeleteListingsResponse,
  eshopDetachResponse,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { listings } from '../../db/schema/listings';
import { eventually, signUpSeller } from '../../test/accounts';
import { eshopTestApp } from './eshop-integrations.test-kit';

const {
  app,
  send,
  standIn,
  importingCalls,
  recordImportingCalls,
  connectionsOf,
  connected,
  removalNotices,
  liveRows,
  openDemoShop,
  importFromStore,
} = eshopTestApp();

describe('managing a connection', () => {
  it('syncs now, remembers the catalog mapping, and detaches (the grant removed, listings paused)', async () => {
    const shop = openDemoShop('managed.myshopify.com', 'Managed');
    const seller = await signUpSeller(app());
    const connection = await connected(seller, shop.domain);
    const url = `/api/eshop-integrations/connections/${connection.id}`;

    const sync = await send('POST', `${url}/sync`, seller);
    expect(sync.statusCode, sync.body).toBe(202);
    await eventually(
      async () => ((await connectionsOf(seller))[0]!.last_synced_at ? true : undefined),
      15_000,
    );
    expect(importingCalls.applied.filter((a) => a.connectionId === connection.id)).toHaveLength(4);

    const empty = await send('GET', `${url}/catalog-mapping`, seller);
    expect(eshopCatalogMapping.parse(empty.json())).toEqual({
      rules: [],
      default_catalog_node_id: null,
    });
    const mapping = {
      rules: [
        {
          source: 'product_type' as const,
          value: 'Mugs',
          catalog_node_id: '00000000-0000-4000-8000-000000000001',
        },
        {
          source: 'collection' as const,
          value: 'gid://shopify/Collection/502',
          catalog_node_id: '00000000-0000-4000-8000-000000000002',
        },
      ],
      default_catalog_node_id: '00000000-0000-4000-8000-000000000003',
    };
    expect((await send('PUT', `${url}/catalog-mapping`, seller, mapping)).statusCode).toBe(200);
    expect((await send('GET', `${url}/catalog-mapping`, seller)).json()).toEqual(mapping);
    const source = app().eshopIntegrations.storeSource();
    const board = await source.fetchOne(connection.id, 'gid://shopify/Product/7003');
    expect(await source.catalogNodeFor(connection.id, board!)).toBe(
      '00000000-0000-4000-8000-000000000002',
    );
    const mug = await source.fetchOne(connection.id, 'gid://shopify/Product/7001');
    expect(await source.catalogNodeFor(connection.id, mug!)).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
    const other = await signUpSeller(app());
    expect((await send('PUT', `${url}/catalog-mapping`, other, mapping)).statusCode).toBe(404);

    expect((await send('DELETE', url, other)).statusCode).toBe(404);
    const detached = await send('DELETE', url, seller);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(eshopDetachResponse.parse(detached.json())).toMatchObject({
      connection: { id: connection.id, state: 'detached' },
      listings_paused: 2,
    });
    expect(standIn().installed(shop.domain)).toBe(false);
    // Shopify's app/uninstalled after the removal finds the connection detached: no notice.
    await eventually(
      () =>
        standIn().deliveries.find((d) => d.shop === shop.domain && d.topic === 'app/uninstalled'),
      5_000,
    );
    expect(await removalNotices(seller)).toHaveLength(0);
    expect((await send('DELETE', url, seller)).statusCode).toBe(409);
  });
});

describe('the whole way, through the importing module', () => {
  it('imports the store, a product update changes the price, uninstall pauses the listings', async () => {
    vi.restoreAllMocks();
    try {
      const shop = openDemoShop('journey.myshopify.com', 'Journey');
      const seller = await signUpSeller(app());
      const connection = await connected(seller, shop.domain);
      expect((await connectionsOf(seller))[0]!.last_synced_at).toBeNull();

      const run = await importFromStore(seller, connection.id, { all: true });
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'done', total: 4, created: 4 });
      // The card's "Last sync": the import read the store (issue 35: it said "Not synced yet").
      expect((await connectionsOf(seller))[0]!.last_synced_at).not.toBeNull();
      const priceOf = async (title: string) =>
        (await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId))).find(
          (listing) => listing.title === title,
        );
      expect((await priceOf('Linen tea towel'))!.priceMinor).toBe(1200);

      const delivery = await standIn().updateProduct(shop.domain, 7002, { price: '13.40' });
      expect(delivery.status).toBe(200);
      await eventually(
        async () => ((await priceOf('Linen tea towel'))!.priceMinor === 1340 ? true : undefined),
        15_000,
      );

      expect((await standIn().uninstall(shop.domain)).status).toBe(200);
      const statuses = await app()
        .db.select({ status: listings.status })
        .from(listings)
        .where(eq(listings.ownerId, seller.userId));
      expect(statuses).toHaveLength(4);
      expect(statuses.every((row) => row.status === 'paused')).toBe(true);
      expect(await removalNotices(seller)).toHaveLength(1);

      // The removed dialog's "Delete listings": every listing imported from the store goes.
      const listingsUrl = `/api/eshop-integrations/connections/${connection.id}/listings`;
      const stranger = await signUpSeller(app());
      expect((await send('DELETE', listingsUrl, stranger)).statusCode).toBe(404);
      const deleted = await send('DELETE', listingsUrl, seller);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(eshopDeleteListingsResponse.parse(deleted.json())).toEqual({ listings_deleted: 4 });
      expect(
        await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId)),
      ).toEqual([]);
      expect((await connectionsOf(seller))[0]).toMatchObject({
        store_key: shop.domain,
        state: 'removed_by_platform',
        products_imported: 0,
      });
      const again = await send('DELETE', listingsUrl, seller);
      expect(eshopDeleteListingsResponse.parse(again.json())).toEqual({ listings_deleted: 0 });
    } finally {
      recordImportingCalls();
    }
  });

  it('counts the imported products; a webhook updates only a product the seller imported', async () => {
    vi.restoreAllMocks();
    try {
      const shop = openDemoShop('by-hand.myshopify.com', 'By hand');
      const seller = await signUpSeller(app());
      const connection = await connected(seller, shop.domain);
      expect(connection.products_imported).toBe(0);

      // The seller chooses one product by hand.
      const run = await importFromStore(seller, connection.id, {
        external_ids: ['gid://shopify/Product/7002'],
      });
      expect(run).toMatchObject({ status: 'done', created: 1 });
      const listed = (await connectionsOf(seller)).find((c) => c.id === connection.id);
      expect(listed?.products_imported).toBe(1);
      const ownListings = () =>
        app().db.select().from(listings).where(eq(listings.ownerId, seller.userId));

      // An update of a product never imported creates nothing; the imported one is updated.
      expect((await standIn().updateProduct(shop.domain, 7001, { price: '19.00' })).status).toBe(
        200,
      );
      expect((await standIn().updateProduct(shop.domain, 7002, { price: '13.40' })).status).toBe(
        200,
      );
      await eventually(
        async () => ((await ownListings())[0]?.priceMinor === 1340 ? true : undefined),
        15_000,
      );
      // The re-sync goes through every product of the store: still only the one chosen.
      expect(
        (await send('POST', `/api/eshop-integrations/connections/${connection.id}/sync`, seller))
          .statusCode,
      ).toBeLessThan(300);
      await eventually(async () => {
        const [row] = await liveRows(shop.domain);
        return row?.lastSyncedAt ? true : undefined;
      }, 15_000);
      const after = await ownListings();
      expect(after.map((listing) => listing.title)).toEqual(['Linen tea towel']);
      expect((await connectionsOf(seller)).find((c) => c.id === connection.id)).toMatchObject({
        products_imported: 1,
      });
    } finally {
      recordImportingCalls();
    }
  });
});
