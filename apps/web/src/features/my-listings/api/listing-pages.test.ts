import { describe, expect, it } from 'vitest';
import { removeListingRow, updateListingRow, type ListingRowPages } from './listing-pages';

interface Row {
  id: string;
  title: string;
}

const pages: ListingRowPages<Row> = {
  pages: [
    {
      items: [
        { id: 'a', title: 'Lamp' },
        { id: 'b', title: 'Desk' },
      ],
      next_cursor: 'c1',
    },
    { items: [{ id: 'c', title: 'Chair' }], next_cursor: null },
  ],
  pageParams: [undefined, 'c1'],
};

describe('loaded pages of listing rows', () => {
  it('change the one row asked for, wherever it is', () => {
    const next = updateListingRow(pages, 'c', (row) => ({ ...row, title: 'Armchair' }));
    expect(next?.pages[1]?.items).toEqual([{ id: 'c', title: 'Armchair' }]);
    expect(next?.pages[0]).toEqual(pages.pages[0]);
    expect(next?.pageParams).toEqual(pages.pageParams);
  });

  it('lose a deleted row and keep their cursors', () => {
    const next = removeListingRow(pages, 'a');
    expect(next?.pages.map((page) => page.items.map((row) => row.id))).toEqual([['b'], ['c']]);
    expect(next?.pages[0]?.next_cursor).toBe('c1');
  });

  it('stay the same object when the row is not among them', () => {
    expect(updateListingRow(pages, 'x', (row) => row)).toBe(pages);
    expect(removeListingRow(pages, 'x')).toBe(pages);
    expect(removeListingRow(undefined, 'a')).toBeUndefined();
  });
});
