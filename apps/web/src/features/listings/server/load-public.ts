import { cache } from 'react';
import { z } from 'zod';
import { type ListingDetail, type PublicOwnerProfile } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getListingQueryOptions } from '../api/get-listing';
import { getOwnerQueryOptions } from '../api/get-owner';

const uuid = z.uuid();

/** What the api answers for something visitors may not see: not found (404). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A public listing for an item page, or null when visitors may not see it (unknown, draft,
 * paused, blocked, or its owner is paused or blocked: the api answers 404 for all of them).
 * Fetched once per request for both the metadata and the page, into the request's query client
 * so the page can hand it to the browser. Other failures are thrown to the error view.
 */
export const loadPublicListing = cache(async (id: string): Promise<ListingDetail | null> => {
  if (!uuid.safeParse(id).success) return null;
  const context = await getServerRequestContext();
  try {
    return await getServerQueryClient().fetchQuery(getListingQueryOptions(id, context));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** A seller page's owner, or null when unknown, paused, blocked or closed; as loadPublicListing. */
export const loadPublicOwner = cache(async (id: string): Promise<PublicOwnerProfile | null> => {
  if (!uuid.safeParse(id).success) return null;
  const context = await getServerRequestContext();
  try {
    return await getServerQueryClient().fetchQuery(getOwnerQueryOptions(id, context));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});
