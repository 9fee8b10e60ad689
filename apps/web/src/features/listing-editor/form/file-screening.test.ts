import { describe, expect, it } from 'vitest';
import { listingDocumentRules, listingMediaRules } from '@bazaar/contracts';
import { moveItem, screenFiles, uploadBatches } from './file-screening';

const photo = (name: string, size = 50_000, type = 'image/jpeg') => ({ name, type, size });

describe('screenFiles', () => {
  it('accepts pictures of the types and size the api takes', () => {
    const files = [
      photo('a.jpg'),
      photo('b.png', 10, 'image/png'),
      photo('c.webp', 10, 'image/webp'),
    ];
    expect(screenFiles(files, listingMediaRules, 0)).toEqual({ accepted: files, problems: [] });
  });

  it('names files of another type or too large', () => {
    const { accepted, problems } = screenFiles(
      [photo('scan.gif', 10, 'image/gif'), photo('huge.jpg', listingMediaRules.maxBytes + 1)],
      listingMediaRules,
      0,
    );
    expect(accepted).toEqual([]);
    expect(problems).toEqual([
      { name: 'scan.gif', kind: 'type' },
      { name: 'huge.jpg', kind: 'size' },
    ]);
  });

  it('stops at the listing limit and says so once', () => {
    const { accepted, problems } = screenFiles(
      [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')],
      listingMediaRules,
      listingMediaRules.maxPerListing - 1,
    );
    expect(accepted.map((file) => file.name)).toEqual(['1.jpg']);
    expect(problems).toEqual([{ name: '2.jpg', kind: 'count' }]);
  });

  it('takes PDF documents only', () => {
    const { accepted, problems } = screenFiles(
      [photo('manual.pdf', 10, 'application/pdf'), photo('photo.jpg')],
      listingDocumentRules,
      0,
    );
    expect(accepted.map((file) => file.name)).toEqual(['manual.pdf']);
    expect(problems).toEqual([{ name: 'photo.jpg', kind: 'type' }]);
  });
});

describe('uploadBatches', () => {
  it('splits files into the batches one upload takes', () => {
    expect(uploadBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(uploadBatches([], 10)).toEqual([]);
  });
});

describe('moveItem', () => {
  it('moves an item one place earlier or later', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone at the ends', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
