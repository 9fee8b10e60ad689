import { describe, expect, it } from 'vitest';
import { checkFileRows } from './check-file-rows';

describe('checkFileRows', () => {
  it('refuses a SKU repeated on a later row, naming the first row, whatever its case', () => {
    const row = (rowNumber: number, sku: string) => ({
      rowNumber,
      values: { sku, title: `Chair ${rowNumber}` },
    });
    const [first, second] = checkFileRows('catalog', [row(2, 'CH-1'), row(3, 'ch-1')]);
    expect(first!.errors).not.toContainEqual(expect.objectContaining({ field: 'sku' }));
    expect(second!.input).toBeNull();
    expect(second!.errors).toContainEqual({
      field: 'sku',
      message: 'This SKU is on row 2 already',
    });
  });
});
