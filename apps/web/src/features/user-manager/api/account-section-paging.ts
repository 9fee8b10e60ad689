/*
 * What one account's page lists besides its profile is read from the endpoints the other back
 * office pages use (a feature never imports another feature; the api is what they share), each
 * from its own file here; the lists among them page alike.
 */

export const SECTION_PAGE_SIZE = 10;

/** A section's list loads `SECTION_PAGE_SIZE` more rows from the cursor of the last page. */
export const sectionPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { next_cursor?: string | null }) => page.next_cursor ?? undefined,
};
