'use client';

import { useComparisonSignInSync } from '@/entities/comparison/use-comparison-sign-in-sync';

/** Sends a visitor's compared products to the account once they sign in (spec §4). */
export function ComparisonSignInSync() {
  useComparisonSignInSync();
  return null;
}
