'use client';

import { type GridSortModel } from '@mui/x-data-grid';
import { useTranslations } from 'use-intl';
import { type PaymentMovement, type PaymentMovementSort } from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { PAYMENTS_PAGE_SIZE, usePaymentMovements } from '../api/get-payment-movements';
import { type PaymentFilters } from '../filters';
import { usePaymentColumns } from './payment-columns';
import { PaymentFiltersBar } from './payment-filters-bar';
import { PaymentsSummary } from './payments-summary';

interface Props {
  filters: PaymentFilters;
  onChange: (filters: Partial<PaymentFilters>) => void;
  onOpenAccount: (id: string) => void;
}

const sortModelOf = (sort: PaymentMovementSort): GridSortModel => [
  sort.startsWith('amount')
    ? { field: 'amount', sort: sort === 'amount_asc' ? 'asc' : 'desc' }
    : { field: 'created_at', sort: sort === 'oldest' ? 'asc' : 'desc' },
];

function sortOf(model: GridSortModel): PaymentMovementSort {
  const [first] = model;
  if (first?.field === 'amount') return first.sort === 'asc' ? 'amount_asc' : 'amount_desc';
  return first?.sort === 'asc' ? 'oldest' : 'newest';
}

/**
 * The payments overview (spec §6 "payments balance and extras"): what account holders hold,
 * every movement of their prepaid balances with totals per kind for the filters, and its CSV.
 */
export function PaymentsPanel({ filters, onChange, onOpenAccount }: Props) {
  const t = useTranslations('userManager.payments');
  const movements = usePaymentMovements(filters);
  const columns = usePaymentColumns(onOpenAccount);
  const filtered = Object.entries(filters).some(
    ([key, value]) => key !== 'sort' && value !== undefined,
  );

  return (
    <>
      <PaymentsSummary filters={filters} filtered={filtered} />
      <PaymentFiltersBar filters={filters} filtered={filtered} onChange={onChange} />
      <AdminDataGrid<PaymentMovement>
        label={t('label')}
        query={movements}
        columns={columns}
        pageSize={PAYMENTS_PAGE_SIZE}
        sortModel={sortModelOf(filters.sort)}
        onSortModelChange={(model) => onChange({ sort: sortOf(model) })}
        emptyText={t('empty')}
      />
    </>
  );
}
