import type { ItemCondition } from './listing-attributes';
import type { ListingDetail } from './listings';

/** schema.org item conditions for the conditions a Flea Market ad may have. */
const schemaOrgCondition: Record<ItemCondition, string> = {
  new: 'https://schema.org/NewCondition',
  like_new: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  fair: 'https://schema.org/UsedCondition',
  for_parts: 'https://schema.org/DamagedCondition',
};

/** UN/CEFACT unit codes schema.org uses for a price per day or per month. */
const rentalUnitCode = { per_day: 'DAY', per_month: 'MON' } as const;

const decimal = (amountMinor: number) => (amountMinor / 100).toFixed(2);

function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

export interface ListingJsonLdOptions {
  /** The item page's own address (absolute). */
  pageUrl: string;
  /** Where relative media URLs are resolved (the site's origin). */
  origin: string;
}

/**
 * The schema.org Product with its Offer (or AggregateOffer for a product with variants) that an
 * item page embeds as JSON-LD, so search engines show price, availability and condition.
 */
export function listingJsonLd(
  listing: ListingDetail,
  options: ListingJsonLdOptions,
): Record<string, unknown> {
  const availability =
    listing.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const seller = {
    '@type': listing.seller.account_type === 'SELLER' ? 'Organization' : 'Person',
    name: listing.seller.display_name,
  };
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description,
    url: options.pageUrl,
    image: listing.media.map((media) => absolute(media.url, options.origin)),
  };
  const category = listing.catalog_path.map((node) => node.name).join(' > ');
  if (category) product['category'] = category;

  let itemCondition: string | undefined;
  if (listing.section === 'catalog') {
    if (listing.attributes.brand) {
      product['brand'] = { '@type': 'Brand', name: listing.attributes.brand };
    }
    if (listing.attributes.sku) product['sku'] = listing.attributes.sku;
    itemCondition = schemaOrgCondition.new;
  } else if (listing.section === 'flea-market' && listing.attributes.condition) {
    itemCondition = schemaOrgCondition[listing.attributes.condition];
  } else if (listing.section === 'automarket' && listing.attributes.make) {
    product['brand'] = { '@type': 'Brand', name: listing.attributes.make };
    if (listing.attributes.model) product['model'] = listing.attributes.model;
  }

  const variants = listing.section === 'catalog' ? listing.attributes.variants : [];
  if (variants.length > 0) {
    const prices = variants.map((variant) => variant.price.amount_minor);
    product['offers'] = {
      '@type': 'AggregateOffer',
      priceCurrency: listing.price.currency,
      lowPrice: decimal(Math.min(...prices)),
      highPrice: decimal(Math.max(...prices)),
      offerCount: variants.length,
      availability: variants.some((variant) => variant.quantity > 0)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      ...(itemCondition ? { itemCondition } : {}),
      seller,
    };
    return product;
  }

  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: options.pageUrl,
    price: decimal(listing.price.amount_minor),
    priceCurrency: listing.price.currency,
    availability,
    seller,
  };
  if (itemCondition) offer['itemCondition'] = itemCondition;
  if (listing.rental_period) {
    offer['priceSpecification'] = {
      '@type': 'UnitPriceSpecification',
      price: decimal(listing.price.amount_minor),
      priceCurrency: listing.price.currency,
      unitCode: rentalUnitCode[listing.rental_period],
    };
  }
  product['offers'] = offer;
  return product;
}
