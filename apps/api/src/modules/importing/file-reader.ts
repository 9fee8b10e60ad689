import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { ProductImportFileFormat } from '@bazaar/contracts';
import type { FileRowValues } from './file-columns';

/** A ZIP archive (what an .xlsx is) starts with these bytes. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The format of a file by its first bytes: a ZIP is a workbook, anything else is read as CSV. */
export function formatOf(head: Buffer): ProductImportFileFormat {
  return head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
}

export async function headOf(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface FileRow {
  /** The row's number in the file: the header is row 1. */
  rowNumber: number;
  values: FileRowValues;
}

export interface ReadFile {
  columns: string[];
  rows: FileRow[];
}

/** Thrown for a file that can't be read as a table at all. */
export class UnreadableFileError extends Error {}

const normalizeColumn = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function toRows(header: string[], records: { rowNumber: number; cells: string[] }[]): ReadFile {
  const columns = header.map(normalizeColumn);
  const rows: FileRow[] = [];
  for (const { rowNumber, cells } of records) {
    if (cells.every((cell) => cell.trim() === '')) continue; // a blank line
    const values: FileRowValues = {};
    columns.forEach((column, index) => {
      if (column) values[column] = (cells[index] ?? '').trim();
    });
    rows.push({ rowNumber, values });
  }
  return { columns: columns.filter(Boolean), rows };
}

/** A CSV file (comma or semicolon separated, UTF-8 with or without BOM), read as a stream. */
async function readCsv(filePath: string, maxRows: number): Promise<ReadFile> {
  const parser = createReadStream(filePath).pipe(
    parse({
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }),
  );
  let header: string[] | undefined;
  const records: { rowNumber: number; cells: string[] }[] = [];
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = record.record;
        continue;
      }
      records.push({ rowNumber: records.length + 2, cells: record.record });
      if (records.length > maxRows) break;
    }
  } catch (error) {
    throw new UnreadableFileError(
      error instanceof Error ? `This CSV file can't be read: ${error.message}` : 'Unreadable CSV',
    );
  }
  if (!header) throw new UnreadableFileError('The file is empty');
  return toRows(header, records);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The first worksheet of an .xlsx workbook. */
async function readXlsx(filePath: string, maxRows: number): Promise<ReadFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(filePath);
  } catch {
    throw new UnreadableFileError("This workbook can't be read");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFileError('The workbook has no sheet');
  let header: string[] | undefined;
  const records: { rowNumber: number; cells: string[] }[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = Array.from({ length: width }, (_, index) =>
      cellText(row.getCell(index + 1).value),
    );
    if (!header) {
      header = cells;
      return;
    }
    if (records.length <= maxRows) records.push({ rowNumber, cells });
  });
  if (!header) throw new UnreadableFileError('The file is empty');
  return toRows(header, records);
}

/** Reads a product file: its columns and rows (at most `maxRows` + 1, to tell one too many). */
export function readProductFile(
  filePath: string,
  format: ProductImportFileFormat,
  maxRows: number,
): Promise<ReadFile> {
  return format === 'xlsx' ? readXlsx(filePath, maxRows) : readCsv(filePath, maxRows);
}

/** A workbook of rows (the template's .xlsx). */
export async function workbookOf(
  rows: string[][],
  hints: string[],
  sheetName: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('Instructions');
  notes.addRow(['Column', 'What goes in it']);
  notes.getRow(1).font = { bold: true };
  rows[0]?.forEach((column, index) => notes.addRow([column, hints[index] ?? '']));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
