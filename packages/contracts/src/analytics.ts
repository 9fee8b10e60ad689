/*
 * The analytics beacon (spec §7), without zod: the shell of every page sends it. Its body's
 * schema is in statistics.ts.
 */

/** The path of the analytics beacon under /api (spec §7 does not show one). */
export const ANALYTICS_BEACON_PATH = '/analytics';

/** What the beacon reports so far: the signed-in account had a tab open. */
export const analyticsEventTypes = ['user/last-visited'] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];
