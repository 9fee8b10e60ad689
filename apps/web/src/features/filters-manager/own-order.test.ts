import { describe, expect, it } from 'vitest';
import { type ManagedParameter } from '@bazaar/contracts';
import { movedOrder, ownInOrder } from './own-order';

const parameter = (id: string, position: number, inherited = false) =>
  ({ id, position, inherited }) as ManagedParameter;

describe("a node's own parameter order", () => {
  // As the panel lists them: an inherited one, an override in place, then the node's own.
  const listed = [parameter('colour', 0, true), parameter('warranty', 1), parameter('brand', 0)];

  it('leaves inherited parameters out and follows the positions, not the panel', () => {
    expect(ownInOrder(listed).map((p) => p.id)).toEqual(['brand', 'warranty']);
  });

  it('moves one place up or down, and not past either end', () => {
    expect(movedOrder(listed, 'warranty', -1)).toEqual(['warranty', 'brand']);
    expect(movedOrder(listed, 'brand', 1)).toEqual(['warranty', 'brand']);
    expect(movedOrder(listed, 'brand', -1)).toEqual(['brand', 'warranty']);
  });
});
