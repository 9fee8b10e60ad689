import { type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { type Favorite, type FavoritePage } from '@bazaar/contracts';
import { favoritesKeys } from './favorites-api';

export type FavoritePages = InfiniteData<FavoritePage, string | undefined>;

/** The saved ids with one listing saved or not; a listing is listed once. */
export function withFavorite(ids: readonly string[], id: string, favorite: boolean): string[] {
  const others = ids.filter((existing) => existing !== id);
  return favorite ? [id, ...others] : others;
}

/** A saved listing taken off the loaded pages of /favorites, with its place. */
export interface RemovedFavorite {
  favorite: Favorite;
  page: number;
  index: number;
}

/** Takes a listing off the loaded pages; answers where it was, if it was there. */
export function takeOffFavoritePages(
  data: FavoritePages,
  id: string,
): { data: FavoritePages; removed: RemovedFavorite | null } {
  for (const [page, { items }] of data.pages.entries()) {
    const index = items.findIndex((favorite) => favorite.listing.id === id);
    const favorite = items[index];
    if (!favorite) continue;
    const pages = data.pages.map((loaded, at) =>
      at === page
        ? { ...loaded, items: items.filter((_, position) => position !== index) }
        : loaded,
    );
    return { data: { ...data, pages }, removed: { favorite, page, index } };
  }
  return { data, removed: null };
}

/** Puts a listing back where it was on the loaded pages, unless it is there again already. */
export function putBackOnFavoritePages(
  data: FavoritePages,
  removed: RemovedFavorite,
): FavoritePages {
  const id = removed.favorite.listing.id;
  const shown = data.pages.some((page) => page.items.some((item) => item.listing.id === id));
  const target = data.pages[removed.page];
  if (shown || !target) return data;
  const items = [...target.items];
  items.splice(Math.min(removed.index, items.length), 0, removed.favorite);
  return {
    ...data,
    pages: data.pages.map((page, at) => (at === removed.page ? { ...page, items } : page)),
  };
}

/** What an optimistic change did, to be undone if the api refuses it. */
export interface FavoriteChange {
  id: string;
  favorite: boolean;
  /** The listing was in the saved ids before. */
  wasSaved: boolean;
  removed: RemovedFavorite | null;
}

/**
 * Saves or unsaves a listing in the cache at once: the hearts' ids, and — when unsaving — the
 * loaded pages of /favorites, so the card goes away without waiting for the api.
 */
export function changeCachedFavorite(
  client: QueryClient,
  id: string,
  favorite: boolean,
): FavoriteChange {
  const ids = client.getQueryData<string[]>(favoritesKeys.ids);
  const wasSaved = ids?.includes(id) ?? !favorite;
  if (ids) client.setQueryData(favoritesKeys.ids, withFavorite(ids, id, favorite));
  let removed: RemovedFavorite | null = null;
  if (!favorite) {
    const pages = client.getQueryData<FavoritePages>(favoritesKeys.pages);
    if (pages) {
      const next = takeOffFavoritePages(pages, id);
      removed = next.removed;
      client.setQueryData(favoritesKeys.pages, next.data);
    }
  }
  return { id, favorite, wasSaved, removed };
}

/** Undoes an optimistic change: the heart and the card are as they were. */
export function rollBackFavoriteChange(client: QueryClient, change: FavoriteChange): void {
  client.setQueryData<string[]>(favoritesKeys.ids, (ids) =>
    ids ? withFavorite(ids, change.id, change.wasSaved) : ids,
  );
  const { removed } = change;
  if (removed) {
    client.setQueryData<FavoritePages>(favoritesKeys.pages, (pages) =>
      pages ? putBackOnFavoritePages(pages, removed) : pages,
    );
  }
}
