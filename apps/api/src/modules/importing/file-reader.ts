import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
// Types only: the reading thread loads no more than this file, exceljs, csv-parse and node.
import type { FileLimitCode, ProductImportFileFormat } from '@bazaar/contracts';
import { withoutNul } from '../../lib/storable-text';
import { checkZipExpansion, ZipExpansionError } from '../../lib/zip-expansion';
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

/** Thrown for a file over one of its limits; the api answers it as a `FileLimitError`. */
export class FileOverLimit extends Error {
  constructor(
    readonly code: FileLimitCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a read file may hold (ADR 0086): `productImportFileRules` in the api. */
export interface FileLimits {
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
  maxExpandedBytes: number;
}

const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The refusals of a file by its limits, each naming the limit. */
export const fileLimitRefusals = {
  rows: (limits: Pick<FileLimits, 'maxRows'>) =>
    new FileOverLimit('FILE_TOO_MANY_ROWS', `Use at most ${count(limits.maxRows)} rows per file`),
  columns: (limits: Pick<FileLimits, 'maxColumns'>, where: string) =>
    new FileOverLimit(
      'FILE_TOO_MANY_COLUMNS',
      `Use at most ${count(limits.maxColumns)} columns per file: ${where}`,
    ),
  cell: (limits: Pick<FileLimits, 'maxCellChars'>, rowNumber: number) =>
    new FileOverLimit(
      'FILE_CELL_TOO_LONG',
      `A cell may hold at most ${count(limits.maxCellChars)} characters: row ${rowNumber} has a longer one`,
    ),
  expanded: (limits: Pick<FileLimits, 'maxExpandedBytes'>) =>
    new FileOverLimit(
      'FILE_EXPANDS_TOO_MUCH',
      `A workbook may expand to at most ${megabytes(limits.maxExpandedBytes)} when unpacked; split this one into smaller files, please`,
    ),
};

const normalizeColumn = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

interface RawRow {
  rowNumber: number;
  cells: string[];
}

function toRows(header: string[], records: RawRow[]): ReadFile {
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

/** The header's width: up to its last non-empty cell. */
function headerOf(cells: string[]): string[] {
  let width = cells.length;
  while (width > 0 && cells[width - 1]!.trim() === '') width -= 1;
  return cells.slice(0, width);
}

/** Checks a row's cells against the column and cell limits, without NUL characters. */
function checkedCells(cells: string[], rowNumber: number, limits: FileLimits): string[] {
  if (cells.length > limits.maxColumns) {
    throw fileLimitRefusals.columns(limits, `row ${rowNumber} has ${count(cells.length)}`);
  }
  return cells.map((cell) => {
    if (cell.length > limits.maxCellChars) throw fileLimitRefusals.cell(limits, rowNumber);
    return withoutNul(cell);
  });
}

/** A CSV file (comma or semicolon separated, UTF-8 with or without BOM), read as a stream. */
async function readCsv(filePath: string, limits: FileLimits): Promise<ReadFile> {
  const parser = createReadStream(filePath).pipe(
    parse({
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: false,
      // A row can't be longer than its columns' cells; a longer one is never kept whole.
      max_record_size: limits.maxColumns * (limits.maxCellChars + 3),
    }),
  );
  let header: string[] | undefined;
  const records: RawRow[] = [];
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      const cells = checkedCells(record, rowNumber, limits);
      if (!header) {
        header = headerOf(cells);
        continue;
      }
      records.push({ rowNumber: records.length + 2, cells: cells.slice(0, header.length) });
      if (records.length > limits.maxRows) break;
    }
  } catch (error) {
    if (error instanceof FileOverLimit) throw error;
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw fileLimitRefusals.columns(
        limits,
        `a row is longer than ${count(limits.maxColumns)} cells of ${count(limits.maxCellChars)} characters`,
      );
    }
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

/** A workbook's column letters (1 → A, 16384 → XFD), to name where a wide row reaches. */
function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The first worksheet of an .xlsx workbook, read as a stream once its expansion was measured:
 * one row at a time, only as wide as the header, stopping after one row too many.
 */
async function readXlsx(filePath: string, limits: FileLimits): Promise<ReadFile> {
  try {
    await checkZipExpansion(filePath, limits.maxExpandedBytes);
  } catch (error) {
    if (error instanceof ZipExpansionError) throw fileLimitRefusals.expanded(limits);
    throw new UnreadableFileError("This workbook can't be read");
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // dates are numbers with a date format
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: string[] | undefined;
  const records: RawRow[] = [];
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        // A cell further right than the limit refuses the file before any row is built from it.
        if (row.cellCount > limits.maxColumns) {
          throw fileLimitRefusals.columns(
            limits,
            `row ${row.number} has a cell in column ${columnLetters(row.cellCount)}`,
          );
        }
        const width = header ? header.length : row.cellCount;
        const cells = Array.from({ length: width }, (_, index) =>
          cellText(row.getCell(index + 1).value),
        );
        const checked = checkedCells(cells, row.number, limits);
        if (!header) {
          if (checked.every((cell) => cell.trim() === '')) continue;
          header = headerOf(checked);
          continue;
        }
        records.push({ rowNumber: row.number, cells: checked });
        if (records.length > limits.maxRows) break;
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof FileOverLimit) throw error;
    throw new UnreadableFileError("This workbook can't be read");
  }
  if (sheets === 0) throw new UnreadableFileError('The workbook has no sheet');
  if (!header) throw new UnreadableFileError('The file is empty');
  return toRows(header, records);
}

/**
 * Reads a product file within its limits: its columns and rows (at most `maxRows` + 1, to tell
 * one too many). Runs in a worker thread (`file-reader.worker.ts`); the api calls
 * `readProductFile` of `file-reading.ts`.
 */
export function readFileWithin(
  filePath: string,
  format: ProductImportFileFormat,
  limits: FileLimits,
): Promise<ReadFile> {
  return format === 'xlsx' ? readXlsx(filePath, limits) : readCsv(filePath, limits);
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
