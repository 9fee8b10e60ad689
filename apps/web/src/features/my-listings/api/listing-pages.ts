import { type InfiniteData } from '@tanstack/react-query';

/** A cursor-paged list of listing rows as the api answers it. */
export interface ListingRowPage<Row extends { id: string }> {
  items: Row[];
  next_cursor: string | null;
}

/** What an infinite query of such a list holds: the pages loaded so far. */
export type ListingRowPages<Row extends { id: string }> = InfiniteData<
  ListingRowPage<Row>,
  string | undefined
>;

/** The loaded pages with one listing's row changed; the same object when it is not among them. */
export function updateListingRow<Row extends { id: string }>(
  data: ListingRowPages<Row> | undefined,
  id: string,
  update: (row: Row) => Row,
): ListingRowPages<Row> | undefined {
  return withListingRows(data, id, (items) =>
    items.map((row) => (row.id === id ? update(row) : row)),
  );
}

/** The loaded pages without one listing; cursors stay valid, they point at positions. */
export function removeListingRow<Row extends { id: string }>(
  data: ListingRowPages<Row> | undefined,
  id: string,
): ListingRowPages<Row> | undefined {
  return withListingRows(data, id, (items) => items.filter((row) => row.id !== id));
}

/** Each loaded page's rows passed through `change`, when one listing's row is among them. */
function withListingRows<Row extends { id: string }>(
  data: ListingRowPages<Row> | undefined,
  id: string,
  change: (items: Row[]) => Row[],
): ListingRowPages<Row> | undefined {
  if (!data?.pages.some((page) => page.items.some((row) => row.id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}
