'use client';

import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslations } from 'use-intl';
import { statisticGranularities, type StatisticGranularity } from '@bazaar/contracts';
import { AccountIdFilterField } from '@/components/account-id-filter-field';
import { DayRangeFields } from '@/components/day-filter-field';
import { ExportButton, ExportFailedAlert, useExport } from '@/components/export-button';
import { ClearFiltersButton, FilterBar } from '@/components/filter-bar';
import { hasStatisticsFilters, noStatisticsFilters, type StatisticsFilters } from '../filters';

interface Props {
  filters: StatisticsFilters;
  /** Offer the seller filter (administrators looking at the sellers' listings). */
  chooseSeller: boolean;
  /** The period the figures shown cover (the api's default when none is chosen). */
  shownFrom: string | undefined;
  shownTo: string | undefined;
  onChange: (change: Partial<StatisticsFilters>) => void;
  /** Saves the figures shown as a CSV file. */
  onExport: () => Promise<void>;
}

/** The statistic page's period, grouping, seller, export and reset, kept in the address. */
export function StatisticsFiltersBar({
  filters,
  chooseSeller,
  shownFrom,
  shownTo,
  onChange,
  onExport,
}: Props) {
  const t = useTranslations('statistics');
  const pageExport = useExport(onExport);
  return (
    <FilterBar
      label={t('filters.label')}
      columns={{
        xs: '1fr 1fr',
        md: chooseSeller
          ? 'auto 170px 170px minmax(220px, 1fr) auto'
          : 'auto 170px 170px auto auto',
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filters.granularity}
        onChange={(_, value: StatisticGranularity | null) => {
          if (value) onChange({ granularity: value });
        }}
        aria-label={t('filters.granularity')}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40 }}
      >
        {statisticGranularities.map((granularity) => (
          <ToggleButton key={granularity} value={granularity} sx={{ px: 2 }}>
            {t(`granularities.${granularity}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DayRangeFields
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        range={{ from: filters.from ?? shownFrom, to: filters.to ?? shownTo }}
        onChange={onChange}
      />
      {chooseSeller ? (
        <AccountIdFilterField
          applied={filters.seller}
          onApply={(seller) => onChange({ seller })}
          label={t('filters.seller')}
          invalidText={t('filters.sellerInvalid')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <ExportButton pageExport={pageExport} label={t('export')} sx={{ minHeight: 40 }} />
        {hasStatisticsFilters(filters) ? (
          <ClearFiltersButton
            label={t('filters.clear')}
            onClear={() => onChange({ ...noStatisticsFilters, view: filters.view })}
          />
        ) : null}
      </Stack>
      <ExportFailedAlert pageExport={pageExport} text={t('exportFailed')} />
    </FilterBar>
  );
}
