'use client';

import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type StatisticListingRow } from '@bazaar/contracts';

interface Props {
  rows: readonly StatisticListingRow[];
  currency: string;
  /** Administrators see whose listing each is. */
  showSeller: boolean;
  /** Show this listing's figures only. */
  onOnly: (listingId: string) => void;
}

/** Listings shown before 'Show all': the most viewed. */
export const STATISTICS_ROWS_SHOWN = 20;

const numeric = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** Each listing's figures over the period, most viewed first; on phones a list of cards. */
export function StatisticsListingTable({ rows: allRows, currency, showSeller, onOnly }: Props) {
  const t = useTranslations('statistics');
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? allRows : allRows.slice(0, STATISTICS_ROWS_SHOWN);
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const money = (minor: number) => formatMoney({ amount_minor: minor, currency }, locale);
  const conversion = (value: number | null) => (value === null ? '–' : percent.format(value));

  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '12px' }}>
        <Typography color="text.secondary">{t('listings.empty')}</Typography>
      </Paper>
    );
  }

  const figures = (row: StatisticListingRow): [string, string][] => [
    [t('figures.views'), count.format(row.views)],
    [t('figures.clicks'), count.format(row.clicks)],
    [t('figures.cartAdds'), count.format(row.cart_adds)],
    [t('figures.orders'), count.format(row.orders)],
    [t('figures.conversion'), conversion(row.conversion)],
    [t('figures.revenue'), money(row.revenue_minor)],
    [t('figures.spend'), money(row.spend_minor)],
  ];

  const onlyButton = (row: StatisticListingRow) => (
    <Tooltip title={t('listings.only')}>
      <IconButton
        size="small"
        aria-label={t('listings.onlyNamed', { title: row.title })}
        onClick={() => onOnly(row.listing_id)}
      >
        <FilterAltRounded fontSize="small" />
      </IconButton>
    </Tooltip>
  );

  return (
    <Paper variant="outlined" sx={{ borderRadius: '12px', overflow: 'hidden' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        {t('listings.title')}
      </Typography>
      {/* Phones: one card per listing. */}
      <Box
        component="ul"
        aria-label={t('listings.title')}
        sx={{ display: { xs: 'block', md: 'none' }, m: 0, p: 0, listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.listing_id}
            sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                {row.title}
              </Typography>
              {onlyButton(row)}
            </Box>
            {showSeller ? (
              <Typography variant="body2" color="text.secondary">
                {row.seller.display_name}
              </Typography>
            ) : null}
            <Box
              component="dl"
              sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}
            >
              {figures(row).map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label={t('listings.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('listings.listing')}</TableCell>
              {showSeller ? <TableCell>{t('listings.seller')}</TableCell> : null}
              {figures(rows[0]!).map(([label]) => (
                <TableCell key={label} sx={numeric}>
                  {label}
                </TableCell>
              ))}
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.listing_id} hover>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography variant="body2" noWrap title={row.title}>
                    {row.title}
                  </Typography>
                </TableCell>
                {showSeller ? <TableCell>{row.seller.display_name}</TableCell> : null}
                {figures(row).map(([label, value]) => (
                  <TableCell key={label} sx={numeric}>
                    {value}
                  </TableCell>
                ))}
                <TableCell padding="checkbox">{onlyButton(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length < allRows.length ? (
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={() => setShowAll(true)}>
            {t('listings.showAll', { count: allRows.length })}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
