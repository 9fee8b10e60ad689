'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { useTranslations } from 'use-intl';
import { type MarketplaceFigures } from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';
import { downloadMarketplaceCsv } from '../api/export-statistics';
import { useMarketplaceStatistics } from '../api/get-marketplace-statistics';
import { type StatisticsFilters } from '../filters';
import { StatisticsFiltersBar } from './statistics-filters-bar';
import { TotalTiles, useFigureFormats } from './total-tiles';

const CHART_HEIGHT = 340;

/** The charts come in their own chunk: MUI X Charts stays out of the page's first load. */
const MarketplaceCharts = dynamic(() => import('./marketplace-charts'), {
  ssr: false,
  loading: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {[0, 1, 2, 3].map((chart) => (
        <Skeleton key={chart} variant="rounded" height={CHART_HEIGHT} />
      ))}
    </Box>
  ),
});

function Totals({ totals, currency }: { totals: MarketplaceFigures; currency: string }) {
  const { t, count, money } = useFigureFormats(currency);
  return (
    <TotalTiles
      label={t('totalsLabel')}
      tiles={[
        [t('marketplace.figures.signUps'), count(totals.sign_ups)],
        [t('marketplace.figures.newListings'), count(totals.new_listings)],
        [t('marketplace.figures.orders'), count(totals.orders)],
        [t('marketplace.figures.reservations'), count(totals.reservations)],
        [t('marketplace.figures.conversations'), count(totals.conversations)],
        [t('marketplace.figures.subscriptionRevenue'), money(totals.subscription_revenue_minor)],
        [t('marketplace.figures.advertisingRevenue'), money(totals.advertising_revenue_minor)],
      ]}
    />
  );
}

interface Props {
  filters: StatisticsFilters;
  applyFilters: (change: Partial<StatisticsFilters>) => void;
}

/**
 * The whole marketplace over time, for administrators (issue 21): accounts, listings, orders,
 * reservations, conversations and revenue, as totals and charts, with the same series as CSV.
 */
export function MarketplaceStatistics({ filters, applyFilters }: Props) {
  const t = useTranslations('statistics');
  const figures = useMarketplaceStatistics(filters);
  const data = figures.data;
  return (
    <>
      <StatisticsFiltersBar
        filters={filters}
        chooseSeller={false}
        shownFrom={data?.from}
        shownTo={data?.to}
        onChange={applyFilters}
        onExport={async () => {
          // The file is named by the period the figures cover, defaults included.
          const shown = data ?? (await figures.refetch()).data;
          if (!shown) throw new Error('no figures to export');
          await downloadMarketplaceCsv(filters, shown.from, shown.to);
        }}
      />
      {figures.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={() => void figures.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {figures.error instanceof ApiError && figures.error.status === 400
            ? t('marketplace.periodInvalid')
            : t('loadFailed')}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Totals totals={data.totals} currency={data.currency} />
          <MarketplaceCharts
            series={data.series}
            granularity={data.granularity}
            currency={data.currency}
          />
        </>
      ) : figures.isError ? null : (
        <Skeleton variant="rounded" height={88} sx={{ mb: 3 }} aria-label={t('loading')} />
      )}
    </>
  );
}
