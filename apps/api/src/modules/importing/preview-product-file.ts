import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  mayEditListingsOf,
  productImportFileRules,
  type MarketplaceSection,
  type ProductImportFilePreview,
  type ProductImportPreviewRow,
} from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import type { Actor } from '../listings';
import { checkFileRows } from './check-file-rows';
import { templateColumns } from './file-columns';
import { formatOf, UnreadableFileError, type FileRow } from './file-reader';
import { productFileLimits, readProductFile, tooManyRows } from './file-reading';
import { assertSeller, type ImportingServiceDependencies } from './import-run';

/** What a preview leaves beside the stored file, for the import that follows. */
export interface PreviewMeta {
  sellerId: string;
  fileName: string;
  section: MarketplaceSection;
  format: 'csv' | 'xlsx';
  totalRows: number;
}

const previewDir = (importsDir: string, sellerId: string) => path.join(importsDir, sellerId);

/** Where a previewed file and its meta wait for their import. */
export const previewPaths = (importsDir: string, sellerId: string, uploadId: string) => ({
  file: path.join(previewDir(importsDir, sellerId), `${uploadId}.upload`),
  meta: path.join(previewDir(importsDir, sellerId), `${uploadId}.json`),
});

/** What is wrong with the file as a whole (its columns, the seller's right to the division). */
function fileErrorsOf(actor: Actor, section: MarketplaceSection, columns: string[]): string[] {
  const fileErrors: string[] = [];
  const known = new Set(templateColumns(section));
  if (!columns.includes('sku')) fileErrors.push('The file has no "sku" column');
  if (!columns.includes('title')) fileErrors.push('The file has no "title" column');
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    fileErrors.push(`These columns are not used: ${unknown.slice(0, 10).join(', ')}`);
  }
  if (!mayEditListingsOf(section, actor.type)) {
    fileErrors.push("Your account can't add listings in this division");
  }
  return fileErrors;
}

async function readPreviewedFile(file: UploadedFile, format: 'csv' | 'xlsx') {
  try {
    return await readProductFile(file.path, format);
  } catch (error) {
    if (error instanceof UnreadableFileError) {
      throw new ValidationError([{ field: 'file', message: error.message }], error.message);
    }
    throw error;
  }
}

/** Checks every row of an uploaded file; nothing is written but the file, kept for the import. */
export async function previewProductFile(
  { repository, importsDir }: Pick<ImportingServiceDependencies, 'repository' | 'importsDir'>,
  actor: Actor,
  section: MarketplaceSection,
  file: UploadedFile,
): Promise<ProductImportFilePreview> {
  assertSeller(actor);
  const format = formatOf(file.head);
  const read = await readPreviewedFile(file, format);
  if (read.rows.length > productFileLimits.maxRows) {
    throw tooManyRows();
  }
  const fileErrors = fileErrorsOf(actor, section, read.columns);
  const checked = checkFileRows(section, read.rows);
  const { valid, sample, errors } = previewRowsOf(read.rows, checked);
  const keys = checked.flatMap((row) => (row.input && row.sku ? [row.sku] : []));
  const updates = (await repository.linksByKeys(actor.id, 'file', keys)).size;

  const uploadId = randomUUID();
  const paths = previewPaths(importsDir, actor.id, uploadId);
  await mkdir(previewDir(importsDir, actor.id), { recursive: true });
  await copyFile(file.path, paths.file);
  const meta: PreviewMeta = {
    sellerId: actor.id,
    fileName: file.filename.slice(0, 200),
    section,
    format,
    totalRows: read.rows.length,
  };
  await writeFile(paths.meta, JSON.stringify(meta));
  return {
    upload_id: uploadId,
    file_name: meta.fileName,
    section,
    total_rows: read.rows.length,
    valid_rows: valid,
    error_rows: read.rows.length - valid,
    updates,
    sample,
    errors,
    file_errors: fileErrors,
  };
}

/** The rows a preview shows: a sample of the valid ones and the first with errors. */
function previewRowsOf(rows: FileRow[], checked: ReturnType<typeof checkFileRows>) {
  const errors: ProductImportPreviewRow[] = [];
  const sample: ProductImportPreviewRow[] = [];
  let valid = 0;
  checked.forEach((row, index) => {
    const previewRow = {
      row_number: rows[index]!.rowNumber,
      sku: row.sku,
      title: row.title,
      errors: row.errors,
    };
    if (row.input) {
      valid += 1;
      if (sample.length < productImportFileRules.previewSampleRows) sample.push(previewRow);
    } else if (errors.length < productImportFileRules.previewMaxErrorRows) {
      errors.push(previewRow);
    }
  });
  return { valid, sample, errors };
}
