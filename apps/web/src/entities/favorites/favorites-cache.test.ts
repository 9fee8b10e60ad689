import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type Favorite } from '@bazaar/contracts';
import { favoritesKeys } from './favorites-api';
import {
  changeCachedFavorite,
  putBackOnFavoritePages,
  rollBackFavoriteChange,
  takeOffFavoritePages,
  withFavorite,
  type FavoritePages,
} from './favorites-cache';

function favorite(id: string): Favorite {
  return {
    listing: {
      id,
      section: 'catalog',
      title: `Listing ${id}`,
      price: { amount_minor: 1_000, currency: 'EUR' },
      negotiable: false,
      rental_period: null,
      quantity: 1,
      image: null,
      location: null,
      seller: { id: 's', display_name: 'Seller', rating: null },
      created_at: '2026-11-01T00:00:00.000Z',
    },
    saved_at: '2026-11-20T00:00:00.000Z',
    saved_price: { amount_minor: 1_200, currency: 'EUR' },
    price_change: 'down',
    available: true,
  };
}

const pages = (...loaded: string[][]): FavoritePages => ({
  pages: loaded.map((ids, at) => ({
    items: ids.map(favorite),
    next_cursor: at < loaded.length - 1 ? `c${at}` : null,
  })),
  pageParams: loaded.map((_, at) => (at === 0 ? undefined : `c${at - 1}`)),
});

const shown = (data: FavoritePages | undefined) =>
  data?.pages.map((page) => page.items.map((item) => item.listing.id));

describe('withFavorite', () => {
  it('saves a listing first and once, and unsaves it', () => {
    expect(withFavorite(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(withFavorite(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
    expect(withFavorite(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('the loaded pages of /favorites', () => {
  it('lose an unsaved listing and get it back in its place', () => {
    const taken = takeOffFavoritePages(pages(['a', 'b'], ['c', 'd']), 'c');
    expect(shown(taken.data)).toEqual([['a', 'b'], ['d']]);
    expect(taken.removed).toMatchObject({ page: 1, index: 0 });
    expect(shown(putBackOnFavoritePages(taken.data, taken.removed!))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('stay as they are for a listing they do not show', () => {
    const data = pages(['a']);
    expect(takeOffFavoritePages(data, 'x')).toEqual({ data, removed: null });
  });
});

describe('an optimistic favorite change', () => {
  it('unsaves at once, on the hearts and on /favorites, and rolls back', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(favoritesKeys.ids, ['a', 'b']);
    queryClient.setQueryData(favoritesKeys.pages, pages(['a', 'b']));

    const change = changeCachedFavorite(queryClient, 'a', false);
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['b']);
    expect(shown(queryClient.getQueryData(favoritesKeys.pages))).toEqual([['b']]);

    rollBackFavoriteChange(queryClient, change);
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['a', 'b']);
    expect(shown(queryClient.getQueryData(favoritesKeys.pages))).toEqual([['a', 'b']]);
  });

  it('saves at once and rolls back to not saved', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(favoritesKeys.ids, ['b']);
    const change = changeCachedFavorite(queryClient, 'a', true);
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['a', 'b']);
    rollBackFavoriteChange(queryClient, change);
    expect(queryClient.getQueryData(favoritesKeys.ids)).toEqual(['b']);
  });
});
