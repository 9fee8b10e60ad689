import { describe, expect, it } from 'vitest';
import { planHowToSellChanges } from './how-to-sell-changes';

const stored = [
  { id: 'a', title: 'A', body: 'Alpha' },
  { id: 'b', title: 'B', body: 'Beta' },
  { id: 'c', title: 'C', body: 'Gamma' },
];

describe('planHowToSellChanges', () => {
  it('finds nothing to do when the list is the same', () => {
    const changes = planHowToSellChanges(stored, stored);
    expect(changes).toMatchObject({ added: [], edited: [], deleted: [], reordered: null });
    expect(changes.order).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('tells additions, edits, deletions and a new order apart', () => {
    const changes = planHowToSellChanges(stored, [
      { id: 'c', title: 'C', body: 'Gamma' },
      { title: 'New', body: 'Fresh' },
      { id: 'a', title: 'A!', body: 'Alpha' },
    ]);
    expect(changes.added).toEqual([{ position: 1, title: 'New', body: 'Fresh' }]);
    expect(changes.edited.map((edit) => [edit.id, edit.after.title])).toEqual([['a', 'A!']]);
    expect(changes.deleted.map((paragraph) => paragraph.id)).toEqual(['b']);
    expect(changes.reordered).toEqual({ before: ['a', 'c'], after: ['c', 'a'] });
    expect(changes.order).toEqual([{ id: 'c' }, { added: 0 }, { id: 'a' }]);
  });

  it('does not call a deletion a reorder', () => {
    const changes = planHowToSellChanges(stored, [stored[0]!, stored[2]!]);
    expect(changes.reordered).toBeNull();
    expect(changes.deleted.map((paragraph) => paragraph.id)).toEqual(['b']);
  });

  it('reports ids of other languages and ids named twice', () => {
    const changes = planHowToSellChanges(stored, [
      stored[0]!,
      stored[0]!,
      { ...stored[1]!, id: 'x' },
    ]);
    expect(changes.unknownIds).toEqual(['a', 'x']);
  });
});
