import { describe, expect, it } from 'vitest';
import { publicOwnerProfile } from '@bazaar/contracts';
import { listingFixture } from './listing-fixtures.test-support';
import { listingMetadata, ownerMetadata, summarize } from './page-metadata';

const origin = 'https://bazaar.example';

describe('summarize', () => {
  it('keeps short text, on one line', () => {
    expect(summarize('Two rooms,\n  bright  and quiet.')).toBe('Two rooms, bright and quiet.');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = summarize('word '.repeat(60), 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/word…$/);
  });
});

describe('listingMetadata', () => {
  const listing = listingFixture({
    section: 'property',
    title: 'Bright flat in Neustadt',
    description: 'Two rooms with a balcony.',
    rental_period: 'per_month',
    attributes: { rental_period: 'per_month', rooms: 2, area_m2: 54, property_type: 'apartment' },
    media: [
      {
        id: '1b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
        url: '/api/media/listings/flat.webp',
        thumbnail_url: '/api/media/listings/flat-thumb.webp',
        width: 1600,
        height: 1200,
        alt: 'Living room',
      },
    ],
  });
  const pageUrl = `${origin}/property/item/${listing.id}`;
  const metadata = listingMetadata({ listing, origin, pageUrl, priceText: '€690.00 / month' });

  it('leads the description with the price and the place', () => {
    expect(metadata.title).toBe('Bright flat in Neustadt');
    expect(metadata.description).toBe('€690.00 / month · Dresden. Two rooms with a balcony.');
    expect(metadata.alternates?.canonical).toBe(pageUrl);
  });

  it('shares the first picture as an absolute address in Open Graph and the Twitter card', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: pageUrl,
      title: 'Bright flat in Neustadt',
      images: [
        {
          url: `${origin}/api/media/listings/flat.webp`,
          alt: 'Living room',
          width: 1600,
          height: 1200,
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: `${origin}/api/media/listings/flat.webp` }],
    });
  });

  it('uses a small card without a picture', () => {
    const plain = listingMetadata({
      listing: { ...listing, media: [] },
      origin,
      pageUrl,
      priceText: '€690.00 / month',
    });
    expect(plain.twitter).toMatchObject({ card: 'summary' });
    expect(plain.openGraph).not.toHaveProperty('images');
  });
});

describe('ownerMetadata', () => {
  it('describes the seller page with the logo as a small picture', () => {
    const owner = publicOwnerProfile.parse({
      id: '2b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
      account_type: 'SELLER',
      display_name: 'Alpenrad',
      logo: '/api/media/logos/alpenrad.svg',
      member_since: '2026-01-01T00:00:00.000Z',
      rating: null,
      active_listings: 12,
      listings_by_section: { catalog: 12 },
    });
    const metadata = ownerMetadata({
      owner,
      origin,
      pageUrl: `${origin}/seller/${owner.id}`,
      description: '12 listings by Alpenrad on Bazaar.',
    });
    expect(metadata.title).toBe('Alpenrad');
    expect(metadata.openGraph).toMatchObject({
      type: 'profile',
      images: [{ url: `${origin}/api/media/logos/alpenrad.svg`, alt: 'Alpenrad' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });
});
