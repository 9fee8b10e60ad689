import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { favoritesKeys, getFavoriteIds, setFavorite } from './favorites-api';
import {
  changeCachedFavorite,
  rollBackFavoriteChange,
  type FavoriteChange,
} from './favorites-cache';

/** Hearts on every card read the ids: kept this long before one of them fetches them again. */
const HEART_STALE_MS = 60_000;

export interface Favorites {
  /** Favorites are for signed-in users; visitors see no hearts. */
  enabled: boolean;
  isFavorite: (id: string) => boolean;
  /** Saves a listing, or unsaves a saved one. */
  toggle: (id: string) => void;
}

/**
 * The signed-in user's saved listings, wherever a heart is shown. A change shows at once and is
 * undone if the api refuses it; afterwards the ids and /favorites are read again, so a newly
 * saved listing appears there with the price it was saved at.
 */
export function useFavorites(): Favorites {
  const client = useQueryClient();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const ids = useQuery({
    queryKey: favoritesKeys.ids,
    queryFn: ({ signal }) => getFavoriteIds({ signal }),
    enabled: signedIn,
    staleTime: HEART_STALE_MS,
  });

  const change = useMutation({
    mutationKey: favoritesKeys.change,
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) => setFavorite(id, favorite),
    onMutate: async ({ id, favorite }): Promise<FavoriteChange> => {
      // A read under way would bring the old state back.
      await client.cancelQueries({ queryKey: favoritesKeys.all });
      return changeCachedFavorite(client, id, favorite);
    },
    onError: (_error, _change, done) => {
      if (done) rollBackFavoriteChange(client, done);
    },
    onSettled: () =>
      client.isMutating({ mutationKey: favoritesKeys.change }) <= 1
        ? client.invalidateQueries({ queryKey: favoritesKeys.all })
        : null,
  });

  const saved = useMemo(() => new Set(ids.data), [ids.data]);
  const isFavorite = useCallback((id: string) => saved.has(id), [saved]);
  const toggle = useCallback(
    (id: string) => change.mutate({ id, favorite: !saved.has(id) }),
    [change, saved],
  );
  return { enabled: signedIn, isFavorite, toggle };
}
