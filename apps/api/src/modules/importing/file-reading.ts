import {
  fileLimitCodes,
  productImportFileRules,
  type FileLimitCode,
  type ProductImportFileFormat,
} from '@bazaar/contracts';
import { FileLimitError } from '../../errors';
import {
  runWorkerTask,
  workerEntry,
  WorkerTaskError,
  WorkerTaskLimitError,
  type WorkerTaskLimits,
} from '../../lib/worker-task';
import {
  fileLimitRefusals,
  UnreadableFileError,
  type FileLimits,
  type ReadFile,
} from './file-reader';

/** What the reading thread is given. */
export interface FileReadTask {
  filePath: string;
  format: ProductImportFileFormat;
  limits: FileLimits;
}

/** The limits of a product file (ADR 0086). */
export const productFileLimits: FileLimits = {
  maxRows: productImportFileRules.maxRows,
  maxColumns: productImportFileRules.maxColumns,
  maxCellChars: productImportFileRules.maxCellChars,
  maxExpandedBytes: productImportFileRules.maxExpandedBytes,
};

/**
 * The reading thread's own limits: a file within the limits above reads in a few seconds and far
 * less memory; one that needs more is refused like any other file over a limit.
 */
export const fileReadingThreadLimits: WorkerTaskLimits = { maxHeapMb: 512, timeoutMs: 90_000 };

const entry = workerEntry('file-reader.worker', import.meta.url);

const isFileLimitCode = (code: unknown): code is FileLimitCode =>
  (fileLimitCodes as readonly unknown[]).includes(code);

/** A product file with more rows than its limit, as the api answers it. */
export function tooManyRows(limits: FileLimits = productFileLimits): FileLimitError {
  const refusal = fileLimitRefusals.rows(limits);
  return new FileLimitError(refusal.code, refusal.message);
}

/**
 * Reads an uploaded product file (CSV or XLSX) in a worker thread, so that a hostile file costs
 * that thread and never the requests of everyone else (issue 33). A file over a limit, and one
 * whose reading runs out of the thread's memory or time, is a `FileLimitError` naming the limit;
 * one that is no table an `UnreadableFileError`.
 */
export async function readProductFile(
  filePath: string,
  format: ProductImportFileFormat,
  limits: FileLimits = productFileLimits,
  threadLimits: WorkerTaskLimits = fileReadingThreadLimits,
): Promise<ReadFile> {
  const task: FileReadTask = { filePath, format, limits };
  try {
    return await runWorkerTask<ReadFile>(entry, task, threadLimits);
  } catch (error) {
    if (error instanceof WorkerTaskLimitError) {
      throw new FileLimitError(
        'FILE_TOO_COMPLEX',
        `This file could not be read within ${threadLimits.maxHeapMb} MB of memory and ` +
          `${threadLimits.timeoutMs / 1000} seconds; split it into smaller files, please`,
      );
    }
    if (error instanceof WorkerTaskError) {
      if (error.kind === 'limit' && isFileLimitCode(error.detail)) {
        throw new FileLimitError(error.detail, error.message);
      }
      if (error.kind === 'unreadable') throw new UnreadableFileError(error.message);
    }
    throw error;
  }
}
