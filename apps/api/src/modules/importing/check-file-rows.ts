import type { MarketplaceSection } from '@bazaar/contracts';
import { checkFileRow, type CheckedFileRow } from './file-columns';
import type { FileRow } from './file-reader';

/** Each row checked, a repeated SKU refused on its later rows. */
export function checkFileRows(section: MarketplaceSection, rows: FileRow[]): CheckedFileRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ rowNumber, values }) => {
    const checked = checkFileRow(section, values);
    if (checked.sku) {
      const first = firstRowOf.get(checked.sku.toLowerCase());
      if (first === undefined) firstRowOf.set(checked.sku.toLowerCase(), rowNumber);
      else {
        checked.errors.push({ field: 'sku', message: `This SKU is on row ${first} already` });
        checked.input = null;
      }
    }
    return checked;
  });
}
