import { fileLimitCodes, productImportFileRules, type FileLimitCode } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';

/** The limit an uploaded file was refused by (ADR 0086), said in the person's language. */
export function fileLimitOf(error: unknown): FileLimitCode | null {
  if (!isApiError(error)) return null;
  return (fileLimitCodes as readonly string[]).includes(error.error_code)
    ? (error.error_code as FileLimitCode)
    : null;
}

/** The values the limits' messages name (`importing.fileLimits.*`). */
export const fileLimitValues = {
  rows: productImportFileRules.maxRows,
  columns: productImportFileRules.maxColumns,
  chars: productImportFileRules.maxCellChars,
  megabytes: Math.round(productImportFileRules.maxExpandedBytes / 1024 / 1024),
};
