import {
  catalogPath,
  type CatalogNode,
  type CurrentUser,
  type ListingDetail,
  type ListingOwner,
  type Money,
  type OwnerListing,
} from '@bazaar/contracts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The seller as the item page's seller card shows them; a preview does not know since when. */
export type ListingPageSeller = Omit<ListingOwner, 'member_since'> & {
  member_since: string | null;
};

/**
 * What an item page shows: a public listing (`GET /products/:id`), or the owner's own listing in
 * preview, which may still be a draft without a price.
 */
export type ListingPageData = DistributiveOmit<ListingDetail, 'seller' | 'price'> & {
  price: Money | null;
  seller: ListingPageSeller;
};

/** The seller card of a preview when the owner's public card is not there (a paused account). */
export function sellerFromAccount(
  account: Pick<CurrentUser, 'id' | 'type' | 'display_name' | 'avatar'>,
): ListingPageSeller {
  return {
    id: account.id,
    account_type: account.type,
    display_name: account.display_name,
    logo: account.avatar,
    rating: null,
    member_since: null,
  };
}

/**
 * The owner's listing shaped as buyers would see it, for the preview of its item page; its
 * breadcrumb comes from the division's catalog tree (`catalogNodes`).
 */
export function previewPageData(
  listing: OwnerListing,
  seller: ListingPageSeller,
  catalogNodes: readonly CatalogNode[],
): ListingPageData {
  const path = listing.catalog_node_id ? catalogPath(catalogNodes, listing.catalog_node_id) : [];
  return {
    ...listing,
    rental_period:
      listing.section === 'property' ? (listing.attributes.rental_period ?? null) : null,
    sold_out: listing.quantity === 0,
    seller,
    catalog_path: path.map(({ id, name, slug, level }) => ({ id, name, slug, level })),
  };
}
