// Administrators: every listing, with block and unblock.
import { z } from 'zod';
import { accountTypes, activityStatuses, draftStates, marketplaceSections } from './enums';
import { listingRowShape, pageCursor, pageLimit, searchText } from './listing-fields';

export const adminListingRow = z
  .object({
    ...listingRowShape,
    owner: z.object({
      id: z.uuid(),
      display_name: z.string(),
      account_type: z.enum(accountTypes),
      status: z.enum(activityStatuses),
    }),
  })
  .meta({ id: 'AdminListingRow' });
export type AdminListingRow = z.infer<typeof adminListingRow>;

export const adminListingPage = z
  .object({ items: z.array(adminListingRow), next_cursor: z.string().nullable() })
  .meta({ id: 'AdminListingPage' });
export type AdminListingPage = z.infer<typeof adminListingPage>;

/** Every listing, newest first, filterable by status, division, owner and title words. */
export const adminListingsQuery = z.object({
  status: z.enum(activityStatuses).optional(),
  draft_state: z.enum(draftStates).optional(),
  section: z.enum(marketplaceSections).optional(),
  owner: z.uuid().optional(),
  search: searchText,
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

/** Blocking a listing tells its owner why. */
export const blockListingBody = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'BlockListingBody' });
export type BlockListingBody = z.infer<typeof blockListingBody>;
