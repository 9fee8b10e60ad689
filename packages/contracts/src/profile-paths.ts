/*
 * Profile pages other code links to, kept free of schemas so that the browser's shared code
 * (the global error display in every page) can import them without zod.
 */

/** The prepaid balance's entries (ADR 0055). */
export const PREPAY_HISTORY_PATH = '/profile/prepay-history';

/** Administrators' page: plans, the free trial and every seller's subscription (spec §6). */
export const SUBSCRIPTIONS_ADMIN_PATH = '/profile/subscription';
/** The seller's own page, "My Subscription" (its own path: the one above is administrators'). */
export const MY_SUBSCRIPTION_PATH = '/profile/my-subscription';
