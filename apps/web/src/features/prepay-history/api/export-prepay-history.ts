import { apiRequest } from '@/lib/api-client';
import { prepayHistoryApiQuery, type PrepayHistoryFilters } from '../filters';

/** `GET /api/payments/history/export`: the filtered entries as CSV, saved as a file. */
export async function downloadPrepayHistoryCsv(filters: PrepayHistoryFilters): Promise<void> {
  const csv = await apiRequest<string>('/payments/history/export', {
    query: prepayHistoryApiQuery(filters),
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'prepay-history.csv';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
