import type { MarketplaceSection } from '@bazaar/contracts';
import { csvText } from '../../lib/csv';
import { columnHint, templateColumns, templateRows } from './file-columns';
import { workbookOf } from './file-reader';

/** The template of a division's file: CSV, or a workbook with an instructions sheet. */
export async function fileTemplate(
  section: MarketplaceSection,
  format: 'csv' | 'xlsx',
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  const rows = templateRows(section);
  const fileName = `bazaar-import-${section}.${format}`;
  if (format === 'csv') {
    return {
      body: Buffer.from(csvText(rows[0]!, rows.slice(1))),
      fileName,
      contentType: 'text/csv; charset=utf-8',
    };
  }
  const hints = templateColumns(section).map(columnHint);
  return {
    body: await workbookOf(rows, hints, section),
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
