'use client';

import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  paymentMovementKinds,
  type PaymentMovement,
  type PaymentMovementSort,
} from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { filterBarSx } from '@/components/filter-bar-sx';
import { DayFilterField } from '@/components/day-filter-field';
import { downloadPaymentMovementsCsv } from '../api/export-payment-movements';
import { PAYMENTS_PAGE_SIZE, usePaymentMovements } from '../api/get-payment-movements';
import { usePaymentsSummary } from '../api/get-payments-summary';
import { type PaymentFilters } from '../filters';
import { minorUnitsOf } from '../money-input';

interface Props {
  filters: PaymentFilters;
  onChange: (filters: Partial<PaymentFilters>) => void;
  onOpenAccount: (id: string) => void;
}

const ALL = 'all';

const sortModelOf = (sort: PaymentMovementSort): GridSortModel => [
  sort.startsWith('amount')
    ? { field: 'amount', sort: sort === 'amount_asc' ? 'asc' : 'desc' }
    : { field: 'created_at', sort: sort === 'oldest' ? 'asc' : 'desc' },
];

function sortOf(model: GridSortModel): PaymentMovementSort {
  const [first] = model;
  if (first?.field === 'amount') return first.sort === 'asc' ? 'amount_asc' : 'amount_desc';
  return first?.sort === 'asc' ? 'oldest' : 'newest';
}

/** An amount bound typed in whole units and cents; it applies when the field is left. */
function AmountField({
  name,
  label,
  value,
  onCommit,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onCommit: (minor: number | undefined) => void;
}) {
  const shown = value === undefined ? '' : (value / 100).toFixed(2);
  const [text, setText] = useState(shown);
  const [editing, setEditing] = useState(false);
  const commit = () => {
    setEditing(false);
    onCommit(text.trim() ? (minorUnitsOf(text) ?? undefined) : undefined);
  };
  return (
    <TextField
      size="small"
      name={name}
      label={label}
      value={editing ? text : shown}
      onFocus={() => {
        setText(shown);
        setEditing(true);
      }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', md: 130 } }}
    />
  );
}

/**
 * The payments overview (spec §6 "payments balance and extras"): what account holders hold,
 * every movement of their prepaid balances with totals per kind for the filters, and its CSV.
 */
export function PaymentsPanel({ filters, onChange, onOpenAccount }: Props) {
  const t = useTranslations('userManager.payments');
  const tFilters = useTranslations('userManager.filters');
  const format = useFormatter();
  const locale = useLocale();
  const { enqueueSnackbar } = useSnackbar();
  const movements = usePaymentMovements(filters);
  const summary = usePaymentsSummary(filters).data;
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentMovementsCsv(filters);
    } catch {
      enqueueSnackbar(t('exportFailed'), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const day = (name: 'from' | 'to') => (
    <DayFilterField
      name={`pay_${name}`}
      label={tFilters(name === 'from' ? 'fromDay' : 'toDay')}
      value={filters[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  const filtered = Object.entries(filters).some(
    ([key, value]) => key !== 'sort' && value !== undefined,
  );

  const columns: GridColDef<PaymentMovement>[] = [
    {
      field: 'created_at',
      headerName: t('columns.when'),
      width: 190,
      valueFormatter: (value: string) =>
        format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      field: 'kind',
      headerName: t('columns.kind'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={t(`kinds.${row.kind}`)} />
      ),
    },
    {
      field: 'account',
      headerName: t('columns.account'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onOpenAccount(row.account.id)}>
          {row.account.display_name}
        </Link>
      ),
    },
    {
      field: 'amount',
      headerName: t('columns.amount'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={{
            color: row.amount.amount_minor < 0 ? 'error.main' : 'success.main',
            fontWeight: 600,
          }}
        >
          {formatMoney(row.amount, locale)}
        </Box>
      ),
    },
    {
      field: 'balance_after',
      headerName: t('columns.balanceAfter'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: (value: PaymentMovement['balance_after']) => formatMoney(value, locale),
    },
    {
      field: 'description',
      headerName: t('columns.description'),
      flex: 1.5,
      minWidth: 200,
      sortable: false,
    },
    {
      field: 'author',
      headerName: t('columns.author'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => row.author?.display_name ?? '',
    },
  ];

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          mb: 2.5,
        }}
        aria-label={t('summaryLabel')}
        role="region"
      >
        {(summary?.balances_held.length ? summary.balances_held : [null]).map((held, index) => (
          <Paper key={held?.amount.currency ?? index} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('held')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="balances-held">
              {held
                ? formatMoney(held.amount, locale)
                : summary
                  ? formatMoney({ amount_minor: 0, currency: 'EUR' }, locale)
                  : '…'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('heldDetails', {
                accounts: held?.accounts ?? 0,
                credits: formatMoney(
                  held?.promotion_credits ?? { amount_minor: 0, currency: 'EUR' },
                  locale,
                ),
              })}
            </Typography>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2, gridColumn: { md: 'span 2' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {filtered ? t('totalsFiltered') : t('totalsAll')}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
            aria-label={t('totalsLabel')}
          >
            {summary && summary.totals.length === 0 ? (
              <Typography component="li" color="text.secondary">
                {t('noTotals')}
              </Typography>
            ) : null}
            {summary?.totals.map((total) => (
              <Box
                component="li"
                key={`${total.kind}-${total.amount.currency}`}
                data-testid={`total-${total.kind}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 0.75 }}
              >
                <Typography variant="caption" color="text.secondary" component="p">
                  {t(`kinds.${total.kind}`)} · {t('count', { count: total.count })}
                </Typography>
                <Typography component="p" sx={{ fontWeight: 600 }}>
                  {formatMoney(total.amount, locale)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Box>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ ...filterBarSx, flexWrap: 'wrap', alignItems: { md: 'center' } }}
        role="search"
        aria-label={tFilters('label')}
      >
        <TextField
          select
          size="small"
          name="kind"
          label={t('columns.kind')}
          value={filters.kind ?? ALL}
          onChange={(event) =>
            onChange({
              kind:
                event.target.value === ALL
                  ? undefined
                  : (event.target.value as PaymentFilters['kind']),
            })
          }
          sx={{ minWidth: 190 }}
        >
          <MenuItem value={ALL}>{tFilters('all')}</MenuItem>
          {paymentMovementKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {day('from')}
        {day('to')}
        <AmountField
          key={`min-${filters.min}`}
          name="min"
          label={t('amountMin')}
          value={filters.min}
          onCommit={(min) => onChange({ min })}
        />
        <AmountField
          key={`max-${filters.max}`}
          name="max"
          label={t('amountMax')}
          value={filters.max}
          onCommit={(max) => onChange({ max })}
        />
        {filters.account ? (
          <Chip label={t('oneAccount')} onDelete={() => onChange({ account: undefined })} />
        ) : null}
        {filtered ? (
          <Button
            onClick={() =>
              onChange({
                kind: undefined,
                account: undefined,
                from: undefined,
                to: undefined,
                min: undefined,
                max: undefined,
              })
            }
          >
            {tFilters('clear')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<FileDownloadRounded />}
          onClick={() => void exportCsv()}
          loading={exporting}
          sx={{ ml: { md: 'auto' } }}
        >
          {t('export')}
        </Button>
      </Stack>

      <AdminDataGrid<PaymentMovement>
        label={t('label')}
        query={movements}
        columns={columns}
        pageSize={PAYMENTS_PAGE_SIZE}
        sortModel={sortModelOf(filters.sort)}
        onSortModelChange={(model) => onChange({ sort: sortOf(model) })}
        emptyText={t('empty')}
      />
    </>
  );
}
