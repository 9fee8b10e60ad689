import { apiRequest } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';
import { paymentsApiQuery, type PaymentFilters } from '../filters';

/** `GET /api/admin/payments/movements/export`: the filtered movements as CSV, saved as a file. */
export async function downloadPaymentMovementsCsv(filters: PaymentFilters): Promise<void> {
  const csv = await apiRequest<string>('/admin/payments/movements/export', {
    query: paymentsApiQuery(filters),
  });
  saveTextFile(csv, 'payments.csv');
}
