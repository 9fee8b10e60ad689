'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { statisticGranularities, type StatisticGranularity } from '@bazaar/contracts';
import { AppliedField } from '@/components/applied-field';
import { filterBarSx } from '@/components/filter-bar-sx';
import { isAccountId } from '@/lib/forms/account-id';
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
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    setExportFailed(false);
    onExport()
      .catch(() => setExportFailed(true))
      .finally(() => setExporting(false));
  };
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: chooseSeller
            ? 'auto 160px 160px minmax(220px, 1fr) auto'
            : 'auto 160px 160px auto auto',
        },
        alignItems: 'start',
        gap: 1.5,
        ...filterBarSx,
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
      <TextField
        size="small"
        type="date"
        label={t('filters.from')}
        value={filters.from ?? shownFrom ?? ''}
        onChange={(event) => onChange({ from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.to')}
        value={filters.to ?? shownTo ?? ''}
        onChange={(event) => onChange({ to: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {chooseSeller ? (
        <AppliedField
          applied={filters.seller ?? ''}
          accepts={(text) => isAccountId(text.toLowerCase())}
          onApply={(text) => onChange({ seller: text.toLowerCase() || null })}
          label={t('filters.seller')}
          placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
          invalidText={t('filters.sellerInvalid')}
          maxLength={36}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadRounded />}
          onClick={exportCsv}
          loading={exporting}
          sx={{ minHeight: 40 }}
        >
          {t('export')}
        </Button>
        {hasStatisticsFilters(filters) ? (
          <Button
            color="inherit"
            startIcon={<ClearRounded />}
            onClick={() => onChange({ ...noStatisticsFilters, view: filters.view })}
            sx={{ minHeight: 40 }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
      {exportFailed ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {t('exportFailed')}
        </Alert>
      ) : null}
    </Box>
  );
}
