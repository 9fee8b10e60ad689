import { apiRequest, type ApiRequestOptions } from '@/lib/api-client';
import { marketplaceApiQuery, statisticsApiQuery, type StatisticsFilters } from '../filters';

/** Asks for a CSV with the signed-in account's token and saves it as a file. */
async function downloadCsv(
  path: string,
  query: ApiRequestOptions['query'],
  filename: string,
): Promise<void> {
  const csv = await apiRequest<string>(path, { query });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** `GET /api/statistics/listings/export`: the per-listing figures as CSV, saved as a file. */
export const downloadStatisticsCsv = (filters: StatisticsFilters) =>
  downloadCsv('/statistics/listings/export', statisticsApiQuery(filters), 'statistics.csv');

/** `GET /api/statistics/marketplace/export`: the marketplace's series as CSV, saved as a file. */
export const downloadMarketplaceCsv = (filters: StatisticsFilters, from: string, to: string) =>
  downloadCsv(
    '/statistics/marketplace/export',
    marketplaceApiQuery(filters),
    `marketplace-statistics-${from}-${to}.csv`,
  );
