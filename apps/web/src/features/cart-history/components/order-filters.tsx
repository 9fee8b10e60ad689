'use client';

import { useTranslations } from 'use-intl';
import { orderStatuses } from '@bazaar/contracts';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { AccountIdFilterField } from '@/components/account-id-filter-field';
import { AppliedField } from '@/components/applied-field';
import { ClearFiltersButton, FilterBar } from '@/components/filter-bar';
import {
  hasNarrowingFilters,
  ORDER_NUMBER_MAX_DIGITS,
  orderNumberOf,
  withoutNarrowingFilters,
  type CartHistoryFilters,
} from '../filters';
import type { FiltersChange } from '@/lib/use-address-filters';

interface Props {
  filters: CartHistoryFilters;
  /** Administrators also filter by buyer and seller. */
  admin: boolean;
  /** Told each change, applied to the filters of the address when it happens. */
  onChange: (change: FiltersChange<CartHistoryFilters>) => void;
}

/** The status, the order number, and for administrators buyer and seller; each lands in the address. */
export function OrderFilters({ filters, admin, onChange }: Props) {
  const t = useTranslations('cartHistory');
  return (
    <FilterBar
      label={t('filters.label')}
      columns={
        admin
          ? { xs: '1fr', sm: '1fr 1fr', md: '200px 160px minmax(0, 1fr) minmax(0, 1fr) auto' }
          : { xs: '1fr', sm: '220px 160px auto' }
      }
      justifyContent="start"
    >
      <ChoiceFilterField
        label={t('filters.status')}
        value={filters.status}
        values={orderStatuses}
        optionLabel={(status) => t(`status.${status}`)}
        allLabel={t('filters.allStatuses')}
        onChange={(status) => onChange({ status: status ?? null })}
      />
      <AppliedField
        applied={filters.number === null ? '' : String(filters.number)}
        accepts={(text) => orderNumberOf(text) !== null}
        onApply={(text) => onChange({ number: orderNumberOf(text) })}
        label={t('filters.number')}
        placeholder={t('filters.numberPlaceholder')}
        invalidText={t('filters.numberInvalid')}
        maxLength={ORDER_NUMBER_MAX_DIGITS + 1}
        numeric
      />
      {admin ? (
        <>
          <AccountIdFilterField
            applied={filters.buyer}
            onApply={(buyer) => onChange({ buyer })}
            label={t('filters.buyerId')}
            placeholder={t('filters.accountIdPlaceholder')}
            invalidText={t('filters.accountIdInvalid')}
          />
          <AccountIdFilterField
            applied={filters.seller}
            onApply={(seller) => onChange({ seller })}
            label={t('filters.sellerId')}
            placeholder={t('filters.accountIdPlaceholder')}
            invalidText={t('filters.accountIdInvalid')}
          />
        </>
      ) : null}
      {hasNarrowingFilters(filters) ? (
        <ClearFiltersButton
          label={t('filters.clear')}
          onClear={() => onChange(withoutNarrowingFilters)}
        />
      ) : null}
    </FilterBar>
  );
}
