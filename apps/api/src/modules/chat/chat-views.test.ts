import { describe, expect, it } from 'vitest';
import { otherPartyOf, toChatSubject } from './chat-views';

const id = '00000000-0000-4000-8000-000000000001';

describe('toChatSubject', () => {
  it('links a public listing to its item page and a hidden one nowhere', () => {
    const listing = {
      id,
      ownerId: id,
      section: 'flea-market' as const,
      title: 'Bike',
      priceMinor: 5_000,
      currency: 'EUR',
      negotiable: true,
      isPublic: true,
    };
    expect(toChatSubject('listing', id, { listing, pictureUrl: null })).toMatchObject({
      link: `/flea-market/item/${id}`,
      price: { amount_minor: 5_000, currency: 'EUR' },
      negotiable: true,
    });
    expect(
      toChatSubject('listing', id, { listing: { ...listing, isPublic: false }, pictureUrl: null })
        .link,
    ).toBeNull();
  });

  it('names an order by its number and a subject that is gone plainly', () => {
    const order = {
      id,
      number: 1042,
      buyerId: id,
      sellerId: id,
      totalMinor: 2_500,
      currency: 'EUR',
      firstListingId: null,
    };
    expect(toChatSubject('order', id, { order, pictureUrl: null })).toMatchObject({
      title: 'Order #1042',
      negotiable: false,
    });
    expect(toChatSubject('listing', id, { pictureUrl: null })).toMatchObject({
      title: 'A listing that is no longer available',
      link: null,
      price: null,
    });
  });
});

describe('otherPartyOf', () => {
  it('answers the other party for a party and nothing for anyone else', () => {
    const pair = { lowPartyId: 'a', highPartyId: 'b' };
    expect(otherPartyOf(pair, 'a')).toBe('b');
    expect(otherPartyOf(pair, 'b')).toBe('a');
    expect(otherPartyOf(pair, 'c')).toBeUndefined();
  });
});
