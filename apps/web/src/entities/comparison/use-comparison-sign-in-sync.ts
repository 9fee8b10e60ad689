import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { USERS_ME_QUERY_KEY } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { addToComparison, comparisonKeys, getComparisonListings } from './comparison-api';
import { setComparisonCount } from './comparison-cache';
import { createComparisonSync } from './comparison-sync';
import { readStoredComparison, writeStoredComparison } from './stored-comparison';

const SYNC_LOCK = 'bazaar-comparison-sync';

/** Failures a later try may get past: the session, a time-out, too many requests. */
const PASSING_STATUSES = [401, 408, 410, 429];

/** One sync per tab; the Web Locks API keeps the browser's tabs from sending the same ids. */
const syncStoredComparison = createComparisonSync({
  read: readStoredComparison,
  write: writeStoredComparison,
  usable: async (ids) =>
    (await getComparisonListings(ids, { handled: true }))
      .filter((listing) => listing.available)
      .map((listing) => listing.id),
  // Failures are not shown as they happen: the ids stay stored and go with the next try.
  send: (ids) => addToComparison(ids, { handled: true }),
  isRefusal: (error) =>
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !PASSING_STATUSES.includes(error.status),
  exclusive: async (run) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(SYNC_LOCK, run)
      : run(),
});

/**
 * Hands a visitor's comparison to the account once signed in (spec §4): the stored ids go to the
 * server, the local ones are cleared, and the account's count and list are read again.
 */
export function useComparisonSignInSync(): void {
  const client = useQueryClient();
  const rehydrated = useAppSelector(selectRehydrated);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector((state) => state.auth.userId);

  useEffect(() => {
    if (!rehydrated || !signedIn || !userId) return;
    void syncStoredComparison().then((outcome) => {
      if (outcome.kind === 'refused') {
        // The account's list has no room for them: say why they did not arrive.
        if (isApiError(outcome.error) && outcome.error.user_message) {
          enqueueSnackbar(outcome.error.user_message, { variant: 'info' });
        }
        return;
      }
      if (outcome.kind !== 'sent') return;
      setComparisonCount(client, outcome.products_in_comparison);
      // A /users/me answered before the ids arrived would bring the old count back.
      void client.invalidateQueries({ queryKey: [USERS_ME_QUERY_KEY] });
      void client.invalidateQueries({ queryKey: comparisonKeys.list });
    });
  }, [rehydrated, signedIn, userId, client]);
}
