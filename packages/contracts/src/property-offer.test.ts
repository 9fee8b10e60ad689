import { describe, expect, it } from 'vitest';
import { listingInput } from './listings';
import {
  offerOfRentalPeriod,
  propertyOfferIssues,
  propertyOfferMessages,
  statedPropertyOffer,
} from './property-offer';

const property = (offer: string | undefined, rental_period: 'per_day' | 'per_month' | null) =>
  listingInput.parse({
    section: 'property',
    title: 'Two-room flat',
    parameters: offer === undefined ? {} : { offer },
    attributes: { rental_period },
  });

describe('the offer of a Property listing', () => {
  it('is a rent when the price is per period, a sale otherwise', () => {
    expect(offerOfRentalPeriod('per_month')).toBe('rent');
    expect(offerOfRentalPeriod('per_day')).toBe('rent');
    expect(offerOfRentalPeriod(null)).toBe('sale');
  });

  it('is read from the offer parameter, and only when it is one we know', () => {
    expect(statedPropertyOffer({ offer: 'rent' })).toBe('rent');
    expect(statedPropertyOffer({ offer: 'sale', rooms: 2 })).toBe('sale');
    expect(statedPropertyOffer({})).toBeNull();
    expect(statedPropertyOffer({ offer: 'lease' })).toBeNull();
  });

  it('agrees with the rental period: a rent has one, a sale has none', () => {
    expect(propertyOfferIssues(property('rent', 'per_month'))).toEqual([]);
    expect(propertyOfferIssues(property('sale', null))).toEqual([]);
    expect(propertyOfferIssues(property('sale', 'per_day'))).toEqual([
      { field: 'attributes.rental_period', message: propertyOfferMessages.saleWithRentalPeriod },
    ]);
    expect(propertyOfferIssues(property('rent', null))).toEqual([
      { field: 'attributes.rental_period', message: propertyOfferMessages.rentWithoutRentalPeriod },
    ]);
  });

  it('leaves listings that state no offer, and other divisions, to the api', () => {
    expect(propertyOfferIssues(property(undefined, 'per_month'))).toEqual([]);
    const car = listingInput.parse({ section: 'automarket', title: 'Golf', parameters: {} });
    expect(propertyOfferIssues(car)).toEqual([]);
  });
});
