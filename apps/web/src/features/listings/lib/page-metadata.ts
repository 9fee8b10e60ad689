import { type Metadata } from 'next';
import { type ListingDetail, type PublicOwnerProfile } from '@bazaar/contracts';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Text on one line, cut at a word boundary to at most `max` characters ("…" when cut). */
export function summarize(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

interface SharedImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's canonical address (absolute). */
  url: string;
  image: SharedImage | null;
  type: 'website' | 'profile';
}

/** Title, description, canonical address, Open Graph and Twitter card of a public page. */
export function pageMetadata({
  title,
  description,
  url,
  image,
  type,
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type,
      siteName: 'Bazaar',
      url,
      title,
      description,
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      // A listing's photo is shown large; a seller's logo is small and square.
      card: image && type === 'website' ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
  };
}

/** Relative media addresses (`/api/media/…`) made absolute, as link previews need them. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

interface ListingMetadataInput {
  listing: ListingDetail;
  pageUrl: string;
  origin: string;
  /** The price as the page shows it, with its rental period ("€690.00 / month"). */
  priceText: string;
}

/** An item page's metadata: price and place lead the description, then the seller's own words. */
export function listingMetadata({
  listing,
  pageUrl,
  origin,
  priceText,
}: ListingMetadataInput): Metadata {
  const lead = [priceText, listing.location?.city].filter(Boolean).join(' · ');
  const picture = listing.media[0];
  return pageMetadata({
    title: listing.title,
    description: summarize(`${lead}. ${listing.description || listing.title}`),
    url: pageUrl,
    image: picture
      ? {
          url: absoluteUrl(picture.url, origin),
          alt: picture.alt || listing.title,
          ...(picture.width && picture.height
            ? { width: picture.width, height: picture.height }
            : {}),
        }
      : null,
    type: 'website',
  });
}

interface OwnerMetadataInput {
  owner: PublicOwnerProfile;
  pageUrl: string;
  origin: string;
  description: string;
}

/** A seller page's metadata, with their logo as the shared picture. */
export function ownerMetadata({
  owner,
  pageUrl,
  origin,
  description,
}: OwnerMetadataInput): Metadata {
  return pageMetadata({
    title: owner.display_name,
    description: summarize(description),
    url: pageUrl,
    image: owner.logo ? { url: absoluteUrl(owner.logo, origin), alt: owner.display_name } : null,
    type: 'profile',
  });
}
