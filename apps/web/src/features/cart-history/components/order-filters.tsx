'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'use-intl';
import { orderStatuses } from '@bazaar/contracts';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { AppliedField } from '@/components/applied-field';
import { filterBarSx } from '@/components/filter-bar-sx';
import {
  hasNarrowingFilters,
  ORDER_NUMBER_MAX_DIGITS,
  orderNumberOf,
  withoutNarrowingFilters,
  type CartHistoryFilters,
} from '../filters';
import { isAccountId } from '@/lib/forms/account-id';
import type { FiltersChange } from '@/lib/use-address-filters';

interface Props {
  filters: CartHistoryFilters;
  /** Administrators also filter by order number, buyer and seller. */
  admin: boolean;
  /** Told each change, applied to the filters of the address when it happens. */
  onChange: (change: FiltersChange<CartHistoryFilters>) => void;
}

/** The status, and for administrators the order number, buyer and seller; each lands in the address. */
export function OrderFilters({ filters, admin, onChange }: Props) {
  const t = useTranslations('cartHistory');
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: admin
          ? { xs: '1fr', sm: '1fr 1fr', md: '200px 160px minmax(0, 1fr) minmax(0, 1fr) auto' }
          : { xs: '1fr', sm: '220px auto' },
        justifyContent: 'start',
        alignItems: 'start',
        gap: 1.5,
        ...filterBarSx,
      }}
    >
      <ChoiceFilterField
        label={t('filters.status')}
        value={filters.status}
        values={orderStatuses}
        optionLabel={(status) => t(`status.${status}`)}
        allLabel={t('filters.allStatuses')}
        onChange={(status) => onChange({ status: status ?? null })}
      />
      {admin ? (
        <>
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
          <AppliedField
            applied={filters.buyer ?? ''}
            accepts={(text) => isAccountId(text.toLowerCase())}
            onApply={(text) => onChange({ buyer: text.toLowerCase() || null })}
            label={t('filters.buyerId')}
            placeholder={t('filters.accountIdPlaceholder')}
            invalidText={t('filters.accountIdInvalid')}
            maxLength={36}
          />
          <AppliedField
            applied={filters.seller ?? ''}
            accepts={(text) => isAccountId(text.toLowerCase())}
            onApply={(text) => onChange({ seller: text.toLowerCase() || null })}
            label={t('filters.sellerId')}
            placeholder={t('filters.accountIdPlaceholder')}
            invalidText={t('filters.accountIdInvalid')}
            maxLength={36}
          />
        </>
      ) : null}
      {hasNarrowingFilters(filters) ? (
        <Button
          color="inherit"
          startIcon={<ClearRounded />}
          onClick={() => onChange(withoutNarrowingFilters)}
          sx={{ justifySelf: 'start', minHeight: 40 }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
