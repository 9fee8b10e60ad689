import { apiRequest } from '@/lib/api-client';
import { statisticsApiQuery, type StatisticsFilters } from '../filters';

/** `GET /api/statistics/listings/export`: the per-listing figures as CSV, saved as a file. */
export async function downloadStatisticsCsv(filters: StatisticsFilters): Promise<void> {
  const csv = await apiRequest<string>('/statistics/listings/export', {
    query: statisticsApiQuery(filters),
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'statistics.csv';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
