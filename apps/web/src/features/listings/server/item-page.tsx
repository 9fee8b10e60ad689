import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  formatMoney,
  listingJsonLd,
  type ListingDetail,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { editListingHref, listingHref } from '@/lib/listings/listing-links';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerSession } from '@/lib/session/server-session';
import { ListingPage } from '../components/listing-page';
import { ListingPreviewPage } from '../components/listing-preview-page';
import { serializeJsonLd } from '../lib/json-ld';
import { listingMetadata } from '../lib/page-metadata';
import { getSiteOrigin } from './site-origin';
import { loadPublicListing } from './load-public';

interface ItemPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * `/services/item/:id?view=preview` is the owner's preview of their own Services listing, drafts
 * and paused ones included (spec §2 "view-mode query parameter"). The owner's copy needs their
 * token, so the browser fetches it; the server renders the public page when there is one. Any
 * other `view` value, or none, is the public page.
 */
function isOwnerPreview(section: MarketplaceSection, view: string | string[] | undefined) {
  return section === 'services' && view === 'preview';
}

async function priceText(listing: ListingDetail): Promise<string> {
  const t = await getServerTranslator();
  const price = formatMoney(listing.price, await getRequestLocale());
  if (listing.rental_period === 'per_day') return `${price} ${t('listings.perDay')}`;
  if (listing.rental_period === 'per_month') return `${price} ${t('listings.perMonth')}`;
  return price;
}

/**
 * The item page of one division (`/<route word>/item/:id`), rendered on the server with its
 * metadata and schema.org JSON-LD. A listing of another division moves to its own address (308);
 * one visitors may not see is not found.
 */
export function listingItemPage(section: MarketplaceSection) {
  async function generateMetadata({ params, searchParams }: ItemPageProps): Promise<Metadata> {
    const { id } = await params;
    const preview = isOwnerPreview(section, (await searchParams).view);
    const listing = await loadPublicListing(id);
    // A preview is the owner's, never for search engines.
    const robots = preview ? { robots: { index: false, follow: false } } : {};
    if (!listing) return robots;
    const origin = await getSiteOrigin();
    return {
      ...listingMetadata({
        listing,
        origin,
        pageUrl: new URL(listingHref(listing.section, listing.id), origin).toString(),
        priceText: await priceText(listing),
      }),
      ...robots,
    };
  }

  async function ItemPage({ params, searchParams }: ItemPageProps) {
    const { id } = await params;
    const preview = isOwnerPreview(section, (await searchParams).view);
    const listing = await loadPublicListing(id);
    if (listing && listing.section !== section) {
      permanentRedirect(listingHref(listing.section, listing.id));
    }
    if (!listing && !preview) notFound();

    // The owner's way to the edit form, decided here from the session: other viewers' pages
    // never carry it.
    const viewerId = (await getServerSession()).auth?.userId;
    const editHref =
      listing && viewerId !== undefined && listing.seller.id === viewerId
        ? editListingHref(listing.section, listing.id)
        : undefined;

    const origin = await getSiteOrigin();
    const jsonLd = listing
      ? serializeJsonLd(
          listingJsonLd(listing, {
            origin,
            pageUrl: new URL(listingHref(listing.section, listing.id), origin).toString(),
          }),
        )
      : null;
    return (
      <>
        {jsonLd ? (
          // Escaped by serializeJsonLd: the listing's text cannot close the script.
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        ) : null}
        <HydrationBoundary state={dehydrate(getServerQueryClient())}>
          {preview ? (
            <ListingPreviewPage section={section} id={id} isPublic={listing !== null} />
          ) : (
            <ListingPage id={id} editHref={editHref} />
          )}
        </HydrationBoundary>
      </>
    );
  }

  return { generateMetadata, ItemPage };
}
