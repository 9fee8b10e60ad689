import type { RentalPricePeriod } from './enums';
import type { FieldError } from './error-envelope';
import type { ListingParameters } from './listing-attributes';
import type { ListingInput } from './listings';

/**
 * A Property listing says once whether it is for sale or for rent: with the catalog parameter
 * `offer`, which the division's "Offer" filter reads. A rent also has its period, the listing's
 * `rental_period`, which the price shows ("/ month"). The two agree: the offer is `rent` exactly
 * when there is a rental period.
 */
export const PROPERTY_OFFER_PARAMETER = 'offer';

export const propertyOffers = ['sale', 'rent'] as const;
export type PropertyOffer = (typeof propertyOffers)[number];

/** The offer a rental period stands for: a price per period is a rent, no period a sale. */
export function offerOfRentalPeriod(period: RentalPricePeriod | null | undefined): PropertyOffer {
  return period ? 'rent' : 'sale';
}

/** The offer a listing's parameters state; null when they state none (or no offer we know). */
export function statedPropertyOffer(parameters: ListingParameters): PropertyOffer | null {
  const value = parameters[PROPERTY_OFFER_PARAMETER];
  return propertyOffers.find((offer) => offer === value) ?? null;
}

export const propertyOfferMessages = {
  saleWithRentalPeriod:
    'A property for sale has no rental period: leave it empty, or offer the property for rent',
  rentWithoutRentalPeriod: 'Choose whether the rent is per day or per month',
} as const;

/**
 * Where a Property listing's offer and rental period disagree: a sale with a rental period, or a
 * rent without one. Checked on every save, drafts included, so no stored listing says both.
 * Empty for the other divisions and for a listing that states no offer.
 */
export function propertyOfferIssues(input: ListingInput): FieldError[] {
  if (input.section !== 'property') return [];
  const offer = statedPropertyOffer(input.parameters);
  const period = input.attributes.rental_period;
  if (offer === 'sale' && period) {
    return [
      { field: 'attributes.rental_period', message: propertyOfferMessages.saleWithRentalPeriod },
    ];
  }
  if (offer === 'rent' && !period) {
    return [
      { field: 'attributes.rental_period', message: propertyOfferMessages.rentWithoutRentalPeriod },
    ];
  }
  return [];
}
