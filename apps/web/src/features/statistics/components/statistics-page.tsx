'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  isAdmin,
  statisticGranularities,
  type AccountType,
  type StatisticFigures,
  type StatisticGranularity,
} from '@bazaar/contracts';
import { AppliedField } from '@/components/applied-field';
import { EmptyState } from '@/components/empty-state';
import { filterBarSx } from '@/components/filter-bar-sx';
import { isAccountId } from '@/lib/forms/account-id';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useAddressFilters } from '@/lib/use-address-filters';
import { downloadStatisticsCsv } from '../api/export-statistics';
import { useStatisticsListings, useStatisticsSummary } from '../api/get-statistics';
import {
  hasStatisticsFilters,
  noStatisticsFilters,
  statisticsFiltersFromSearchParams,
  statisticsFiltersToSearchParams,
  type StatisticsFilters,
} from '../filters';
import { StatisticsListingTable } from './statistics-listing-table';

const CHART_HEIGHT = 340;

/** The charts come in their own chunk: MUI X Charts stays out of the page's first load. */
const StatisticsCharts = dynamic(() => import('./statistics-charts'), {
  ssr: false,
  loading: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
    </Box>
  ),
});

/** A conversion (orders per view) as a percentage, or a dash without views. */
export function conversionText(conversion: number | null, locale: string): string {
  if (conversion === null) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    conversion,
  );
}

function Totals({ totals, currency }: { totals: StatisticFigures; currency: string }) {
  const t = useTranslations('statistics');
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const money = (minor: number) => formatMoney({ amount_minor: minor, currency }, locale);
  const tiles: [string, string][] = [
    [t('figures.views'), count.format(totals.views)],
    [t('figures.clicks'), count.format(totals.clicks)],
    [t('figures.cartAdds'), count.format(totals.cart_adds)],
    [t('figures.orders'), count.format(totals.orders)],
    [t('figures.conversion'), conversionText(totals.conversion, locale)],
    [t('figures.revenue'), money(totals.revenue_minor)],
    [t('figures.spend'), money(totals.spend_minor)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('totalsLabel')}
      sx={{
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
      }}
    >
      {tiles.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5, borderRadius: '12px' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            data-testid={`total-${label}`}
            sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Filters({
  filters,
  admin,
  shownFrom,
  shownTo,
  onChange,
}: {
  filters: StatisticsFilters;
  admin: boolean;
  shownFrom: string | undefined;
  shownTo: string | undefined;
  onChange: (change: Partial<StatisticsFilters>) => void;
}) {
  const t = useTranslations('statistics');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    setExportFailed(false);
    downloadStatisticsCsv(filters)
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
          md: admin ? 'auto 160px 160px minmax(220px, 1fr) auto' : 'auto 160px 160px auto auto',
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
      {admin ? (
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
            onClick={() => onChange(noStatisticsFilters)}
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

function StatisticsView({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('statistics');
  const admin = isAdmin(accountType);
  const { filters, applyFilters } = useAddressFilters(
    useCallback(
      (params: URLSearchParams) => statisticsFiltersFromSearchParams(params, accountType),
      [accountType],
    ),
    statisticsFiltersToSearchParams,
  );
  const summary = useStatisticsSummary(filters);
  const listings = useStatisticsListings(filters);
  const listingTitle = filters.listing
    ? listings.data?.items.find((row) => row.listing_id === filters.listing)?.title
    : undefined;
  const nothing =
    summary.data !== undefined &&
    listings.data !== undefined &&
    listings.data.items.length === 0 &&
    summary.data.totals.views + summary.data.totals.orders + summary.data.totals.spend_minor === 0;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">
          {admin ? t('subtitles.admin') : t('subtitles.own')}
        </Typography>
      </Stack>
      <Filters
        filters={filters}
        admin={admin}
        shownFrom={summary.data?.from}
        shownTo={summary.data?.to}
        onChange={(change) => applyFilters(change)}
      />
      {filters.listing ? (
        <Chip
          sx={{ mb: 2, maxWidth: '100%' }}
          label={t('onlyListing', { title: listingTitle ?? t('oneListing') })}
          onDelete={() => applyFilters({ listing: null })}
        />
      ) : null}
      {summary.isError || listings.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                void summary.refetch();
                void listings.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : null}
      {summary.data ? (
        <Totals totals={summary.data.totals} currency={summary.data.currency} />
      ) : (
        <Skeleton variant="rounded" height={88} sx={{ mb: 3 }} aria-label={t('loading')} />
      )}
      {nothing ? (
        <EmptyState
          titleComponent="h2"
          title={hasStatisticsFilters(filters) ? t('empty.filteredTitle') : t('empty.title')}
          description={admin ? t('empty.admin') : t('empty.seller')}
          image={<InsightsRounded sx={{ fontSize: 96, color: 'primary.main' }} aria-hidden />}
        />
      ) : (
        <Stack spacing={3}>
          {summary.data ? (
            <StatisticsCharts
              series={summary.data.series}
              granularity={summary.data.granularity}
              currency={summary.data.currency}
            />
          ) : null}
          {listings.data ? (
            <StatisticsListingTable
              rows={listings.data.items}
              currency={listings.data.currency}
              showSeller={admin}
              onOnly={(listing) => applyFilters({ listing })}
            />
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </Stack>
      )}
    </Container>
  );
}

interface Props {
  /** The account type the server rendered for; the live session's wins once it is loaded. */
  serverAccountType: AccountType | null;
}

/**
 * `/profile/statistic` (sellers and administrators, spec §2/§6): views, promotion clicks, cart
 * adds, orders, conversion, revenue and promotion spend, in totals, over time and per listing,
 * with a CSV export. Filters live in the address.
 */
export function StatisticsPage({ serverAccountType }: Props) {
  const accountType = useAppSelector(selectUserType) ?? serverAccountType;
  return accountType && accountType !== 'BUYER' ? (
    <StatisticsView accountType={accountType} />
  ) : null;
}
