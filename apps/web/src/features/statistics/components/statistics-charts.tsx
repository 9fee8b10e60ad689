'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type StatisticGranularity, type StatisticPoint } from '@bazaar/contracts';
import { periodLabel } from './period-label';

interface Props {
  series: readonly StatisticPoint[];
  granularity: StatisticGranularity;
  currency: string;
}

const chartSx = { p: { xs: 1.5, sm: 2 }, borderRadius: '12px' } as const;

/**
 * The figures over time (MUI X Charts), loaded apart from the page so the page stays light:
 * counts as lines, money as bars.
 */
export default function StatisticsCharts({ series, granularity, currency }: Props) {
  const t = useTranslations('statistics');
  const locale = useLocale();
  const periods = series.map((point) => periodLabel(point.period, granularity, locale));
  const money = (minor: number | null) =>
    minor === null ? '' : formatMoney({ amount_minor: minor, currency }, locale);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Paper variant="outlined" sx={chartSx}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('charts.activity')}
        </Typography>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: periods }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            { id: 'views', label: t('figures.views'), data: series.map((p) => p.views) },
            { id: 'clicks', label: t('figures.clicks'), data: series.map((p) => p.clicks) },
            { id: 'cart', label: t('figures.cartAdds'), data: series.map((p) => p.cart_adds) },
            { id: 'orders', label: t('figures.orders'), data: series.map((p) => p.orders) },
          ].map((line) => ({ ...line, showMark: series.length <= 31 }))}
          margin={{ left: 0, right: 8 }}
        />
      </Paper>
      <Paper variant="outlined" sx={chartSx}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('charts.money')}
        </Typography>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: periods }]}
          yAxis={[{ width: 56, valueFormatter: (value: number) => money(value) }]}
          series={[
            {
              id: 'revenue',
              label: t('figures.revenue'),
              data: series.map((p) => p.revenue_minor),
              valueFormatter: money,
            },
            {
              id: 'spend',
              label: t('figures.spend'),
              data: series.map((p) => p.spend_minor),
              valueFormatter: money,
            },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      </Paper>
    </Box>
  );
}
