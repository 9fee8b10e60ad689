'use client';

import { useEffect, useRef } from 'react';
import { isUnexpired } from '../session/access-token';
import { selectAuthToken, selectIsViewingAs } from '../store/auth-slice';
import { useAppSelector, useAppStore } from '../store/hooks';
import { LAST_VISITED_MIN_GAP_MS, reportListingView, sendLastVisitedBeacon } from './beacons';

/**
 * Spec §7: while signed in, each time the tab becomes visible (and once on load, if it is), the
 * analytics beacon reports the visit; at most once a minute per tab.
 */
export function useLastVisitedBeacon(): void {
  const token = useAppSelector(selectAuthToken);
  const tokenExpiration = useAppSelector((state) => state.auth.tokenExpiration);
  const viewingAs = useAppSelector(selectIsViewingAs);
  const lastSentRef = useRef(0);

  useEffect(() => {
    if (!token || viewingAs) return;
    const report = () => {
      // A returning visitor's expired token would be refused: the renewed one reports instead.
      if (document.visibilityState !== 'visible' || !isUnexpired(tokenExpiration)) return;
      const now = Date.now();
      if (now - lastSentRef.current < LAST_VISITED_MIN_GAP_MS) return;
      if (sendLastVisitedBeacon(token)) lastSentRef.current = now;
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [token, tokenExpiration, viewingAs]);
}

/** Reports one view of the item page of `listingId` when it is shown (once per page view). */
export function useListingViewReport(listingId: string | null): void {
  const store = useAppStore();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!listingId || reported.current === listingId) return;
    reported.current = listingId;
    // The token of the moment (read, not subscribed): a later refresh reports nothing again.
    const state = store.getState();
    if (!selectIsViewingAs(state)) reportListingView(listingId, selectAuthToken(state));
  }, [listingId, store]);
}
