'use client';

import { useLastVisitedBeacon } from '@/lib/analytics/use-analytics';

/** The spec's analytics beacon (§7): a signed-in tab that becomes visible reports the visit. */
export function AnalyticsBeacon() {
  useLastVisitedBeacon();
  return null;
}
