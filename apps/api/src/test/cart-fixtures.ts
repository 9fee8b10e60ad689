import type { MarketplaceSection } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { listings, listingVariants, type NewListingRow } from '../db/schema';

let counter = 0;

export interface ListingFixtureOptions {
  section?: MarketplaceSection;
  title?: string;
  priceMinor?: number;
  currency?: string;
  quantity?: number;
  status?: NewListingRow['status'];
  draftState?: NewListingRow['draftState'];
  /** Defaults to now for published listings, null for drafts. */
  publishedAt?: Date | null;
  /** Variants of a Shop Hub product; the listing's stock becomes their sum. */
  variants?: { name: string; priceMinor: number; quantity: number; currency?: string }[];
}

export interface ListingFixture {
  id: string;
  title: string;
  variantIds: string[];
}

/**
 * A listing stored directly (carts and orders tests need exact stock, states and variants, not
 * the listing form): a published, active Shop Hub product by default.
 */
export async function insertListing(
  app: App,
  ownerId: string,
  options: ListingFixtureOptions = {},
): Promise<ListingFixture> {
  counter += 1;
  const draftState = options.draftState ?? 'sent';
  const title = options.title ?? `Harbour lantern ${counter}`;
  const variants = options.variants ?? [];
  const [row] = await app.db
    .insert(listings)
    .values({
      ownerId,
      section: options.section ?? 'catalog',
      title,
      description: 'A sturdy lantern for the harbour wall.',
      priceMinor: options.priceMinor ?? 1_000,
      currency: options.currency ?? 'EUR',
      quantity:
        variants.length > 0
          ? variants.reduce((sum, variant) => sum + variant.quantity, 0)
          : (options.quantity ?? 5),
      status: options.status ?? 'active',
      draftState,
      publishedAt:
        options.publishedAt === undefined
          ? draftState === 'sent'
            ? new Date()
            : null
          : options.publishedAt,
    })
    .returning({ id: listings.id });
  const variantIds: string[] = [];
  for (const [position, variant] of variants.entries()) {
    const [inserted] = await app.db
      .insert(listingVariants)
      .values({
        listingId: row!.id,
        position,
        name: variant.name,
        priceMinor: variant.priceMinor,
        currency: variant.currency ?? options.currency ?? 'EUR',
        quantity: variant.quantity,
      })
      .returning({ id: listingVariants.id });
    variantIds.push(inserted!.id);
  }
  return { id: row!.id, title, variantIds };
}

/** A listing's stock now. */
export async function listingStock(app: App, id: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ quantity: listings.quantity })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.quantity;
}

/** A variant's stock now. */
export async function variantStock(app: App, id: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ quantity: listingVariants.quantity })
    .from(listingVariants)
    .where(eq(listingVariants.id, id));
  return row?.quantity;
}

/** Changes a listing directly (pause it, sell it out, change its price). */
export async function updateListing(app: App, id: string, patch: Partial<NewListingRow>) {
  await app.db.update(listings).set(patch).where(eq(listings.id, id));
}
