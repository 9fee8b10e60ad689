'use client';

import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { isAdmin, type AccountType, type StatisticFigures } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useAddressFilters } from '@/lib/use-address-filters';
import { downloadStatisticsCsv } from '../api/export-statistics';
import { useStatisticsListings } from '../api/get-statistics-listings';
import { useStatisticsSummary } from '../api/get-statistics-summary';
import {
  hasStatisticsFilters,
  showsMarketplace,
  statisticsFiltersFromSearchParams,
  statisticsFiltersToSearchParams,
  type StatisticsFilters,
} from '../filters';
import { MarketplaceStatistics } from './marketplace-statistics';
import { StatisticsFiltersBar } from './statistics-filters-bar';
import { StatisticsListingTable } from './statistics-listing-table';
import { TotalTiles, useFigureFormats } from './total-tiles';

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
  const { t, locale, count, money } = useFigureFormats(currency);
  return (
    <TotalTiles
      label={t('totalsLabel')}
      tiles={[
        [t('figures.views'), count(totals.views)],
        [t('figures.clicks'), count(totals.clicks)],
        [t('figures.cartAdds'), count(totals.cart_adds)],
        [t('figures.orders'), count(totals.orders)],
        [t('figures.conversion'), conversionText(totals.conversion, locale)],
        [t('figures.revenue'), money(totals.revenue_minor)],
        [t('figures.spend'), money(totals.spend_minor)],
      ]}
    />
  );
}

/** The figures of listings: a seller's own, or for administrators every seller's (or one's). */
function ListingStatistics({
  filters,
  admin,
  applyFilters,
}: {
  filters: StatisticsFilters;
  admin: boolean;
  applyFilters: (change: Partial<StatisticsFilters>) => void;
}) {
  const t = useTranslations('statistics');
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
    <>
      <StatisticsFiltersBar
        filters={filters}
        chooseSeller={admin}
        shownFrom={summary.data?.from}
        shownTo={summary.data?.to}
        onChange={applyFilters}
        onExport={() => downloadStatisticsCsv(filters)}
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
    </>
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
  const marketplace = showsMarketplace(filters, accountType);
  const apply = (change: Partial<StatisticsFilters>) => applyFilters(change);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: admin ? 1 : 3 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">
          {marketplace
            ? t('subtitles.marketplace')
            : admin
              ? t('subtitles.admin')
              : t('subtitles.own')}
        </Typography>
      </Stack>
      {admin ? (
        <Tabs
          value={marketplace ? 'marketplace' : 'listings'}
          onChange={(_, view: 'marketplace' | 'listings') =>
            applyFilters(
              { view: view === 'listings' ? 'listings' : null, listing: null, seller: null },
              { push: true },
            )
          }
          aria-label={t('views.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="marketplace" label={t('views.marketplace')} />
          <Tab value="listings" label={t('views.listings')} />
        </Tabs>
      ) : null}
      {marketplace ? (
        <MarketplaceStatistics filters={filters} applyFilters={apply} />
      ) : (
        <ListingStatistics filters={filters} admin={admin} applyFilters={apply} />
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
