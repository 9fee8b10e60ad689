'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { removeComparisonIds, type ComparisonItem } from '@bazaar/contracts';
import { comparisonKeys, getComparisonListings } from '@/entities/comparison/comparison-api';
import {
  readStoredComparison,
  writeStoredComparison,
} from '@/entities/comparison/stored-comparison';
import { useComparisonList, useStoredComparisonIds } from '@/entities/comparison/use-comparison';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

export interface ComparedListings {
  /** Undefined until known: loading, or on the server for a visitor (their ids are local). */
  items: ComparisonItem[] | undefined;
  isError: boolean;
  refetch: () => void;
}

const noop = () => () => undefined;

/** True once the page runs in the browser, where a visitor's stored ids can be read. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * The listings /compare shows: the signed-in user's from `GET /users/me/comparison`, a
 * visitor's stored ids through `GET /comparison/listings?ids=`. A visitor's removal shows at
 * once: the listings shown are those still stored, in the order they were added.
 * Withdrawn listings stay (marked unavailable) until removed; unknown ids are dropped.
 */
export function useComparedListings(): ComparedListings {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const inBrowser = useInBrowser();
  const account = useComparisonList();
  const stored = useStoredComparisonIds();
  const visitor = useQuery({
    queryKey: comparisonKeys.listings(stored),
    queryFn: ({ signal }) => getComparisonListings(stored, { signal }),
    enabled: !signedIn && stored.length > 0,
    placeholderData: keepPreviousData,
  });

  // Ids of listings that no longer exist would count in the badge forever: they are let go.
  useEffect(() => {
    if (signedIn || !visitor.isSuccess || visitor.isPlaceholderData) return;
    const known = new Set(visitor.data.map((item) => item.id));
    const unknown = stored.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      writeStoredComparison(removeComparisonIds(readStoredComparison(), new Set(unknown)));
    }
  }, [signedIn, visitor.isSuccess, visitor.isPlaceholderData, visitor.data, stored]);

  const visitorItems = useMemo(() => {
    if (stored.length === 0) return [];
    if (!visitor.data) return undefined;
    const byId = new Map(visitor.data.map((item) => [item.id, item]));
    return stored.flatMap((id) => byId.get(id) ?? []);
  }, [stored, visitor.data]);

  if (signedIn) {
    return {
      items: account.data?.items,
      isError: account.isError && !account.data,
      refetch: () => void account.refetch(),
    };
  }
  return {
    items: inBrowser ? visitorItems : undefined,
    isError: visitor.isError && !visitor.data,
    refetch: () => void visitor.refetch(),
  };
}
