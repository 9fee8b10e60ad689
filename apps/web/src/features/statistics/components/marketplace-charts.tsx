'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { type ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  accountTypes,
  formatMoney,
  marketplaceSections,
  type MarketplacePoint,
  type StatisticGranularity,
} from '@bazaar/contracts';
import { periodLabel } from './period-label';

interface Props {
  series: readonly MarketplacePoint[];
  granularity: StatisticGranularity;
  currency: string;
}

const HEIGHT = 280;

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '12px', minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The marketplace's figures over time (MUI X Charts), in their own chunk: accounts by type and
 * listings by division as stacked bars, orders, reservations and conversations as lines, and the
 * revenue of subscriptions and advertising as stacked bars.
 */
export default function MarketplaceCharts({ series, granularity, currency }: Props) {
  const t = useTranslations('statistics.marketplace');
  const tDivisions = useTranslations('divisions');
  const locale = useLocale();
  const periods = series.map((point) => periodLabel(point.period, granularity, locale));
  const money = (minor: number | null) =>
    minor === null ? '' : formatMoney({ amount_minor: minor, currency }, locale);
  const bandAxis = [{ scaleType: 'band' as const, data: periods }];
  const countAxis = [{ tickMinStep: 1, width: 40 }];
  const margin = { left: 0, right: 8 };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Chart title={t('charts.accounts')}>
        <BarChart
          height={HEIGHT}
          xAxis={bandAxis}
          yAxis={countAxis}
          series={accountTypes.map((type) => ({
            id: type,
            label: t(`types.${type}`),
            stack: 'accounts',
            data: series.map((point) => point.sign_ups_by_type[type]),
          }))}
          margin={margin}
        />
      </Chart>
      <Chart title={t('charts.listings')}>
        <BarChart
          height={HEIGHT}
          xAxis={bandAxis}
          yAxis={countAxis}
          series={marketplaceSections.map((section) => ({
            id: section,
            label: tDivisions(`${section}.name`),
            stack: 'listings',
            data: series.map((point) => point.new_listings_by_division[section]),
          }))}
          margin={margin}
        />
      </Chart>
      <Chart title={t('charts.activity')}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: periods }]}
          yAxis={countAxis}
          series={[
            { id: 'orders', label: t('figures.orders'), data: series.map((p) => p.orders) },
            {
              id: 'reservations',
              label: t('figures.reservations'),
              data: series.map((p) => p.reservations),
            },
            {
              id: 'conversations',
              label: t('figures.conversations'),
              data: series.map((p) => p.conversations),
            },
          ].map((line) => ({ ...line, curve: 'linear' as const, showMark: series.length <= 31 }))}
          margin={margin}
        />
      </Chart>
      <Chart title={t('charts.revenue')}>
        <BarChart
          height={HEIGHT}
          xAxis={bandAxis}
          yAxis={[{ width: 64, valueFormatter: (value: number) => money(value) }]}
          series={[
            {
              id: 'subscriptions',
              label: t('figures.subscriptionRevenue'),
              stack: 'revenue',
              data: series.map((p) => p.subscription_revenue_minor),
              valueFormatter: money,
            },
            {
              id: 'advertising',
              label: t('figures.advertisingRevenue'),
              stack: 'revenue',
              data: series.map((p) => p.advertising_revenue_minor),
              valueFormatter: money,
            },
          ]}
          margin={margin}
        />
      </Chart>
    </Box>
  );
}
