'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, type PaymentMovement } from '@bazaar/contracts';

/** The columns of the payments overview's movements. */
export function usePaymentColumns(
  onOpenAccount: (id: string) => void,
): GridColDef<PaymentMovement>[] {
  const t = useTranslations('userManager.payments');
  const format = useFormatter();
  const locale = useLocale();
  return [
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
}
