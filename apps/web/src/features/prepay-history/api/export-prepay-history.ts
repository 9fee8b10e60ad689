import { apiRequest } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';
import { prepayHistoryApiQuery, type PrepayHistoryFilters } from '../filters';

/** `GET /api/payments/history/export`: the filtered entries as CSV, saved as a file. */
export async function downloadPrepayHistoryCsv(filters: PrepayHistoryFilters): Promise<void> {
  const csv = await apiRequest<string>('/payments/history/export', {
    query: prepayHistoryApiQuery(filters),
  });
  saveTextFile(csv, 'prepay-history.csv');
}
