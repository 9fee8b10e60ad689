'use client';

import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type GridColDef } from '@mui/x-data-grid';
import { useFormatter, useTranslations } from 'use-intl';
import { type DeadJob } from '@bazaar/contracts';
import { type RetryTarget } from '../api/retry-jobs';

/** The columns of the dead jobs: when, what, why, and a button to send each back to its queue. */
export function useDeadJobColumns(
  send: (target: RetryTarget) => void,
  retrying: boolean,
): GridColDef<DeadJob>[] {
  const t = useTranslations('errorLogs.jobs');
  const format = useFormatter();
  const when = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'medium' });

  return [
    {
      field: 'failed_at',
      headerName: t('columns.failedAt'),
      width: 190,
      sortable: false,
      valueFormatter: when,
    },
    { field: 'name', headerName: t('columns.name'), minWidth: 220, flex: 1, sortable: false },
    {
      field: 'error',
      headerName: t('columns.error'),
      minWidth: 240,
      flex: 1.5,
      sortable: false,
      valueGetter: (_value, row) => row.error ?? '—',
    },
    {
      field: 'retry_count',
      headerName: t('columns.tries'),
      width: 80,
      sortable: false,
      valueGetter: (_value, row) => row.retry_count + 1,
    },
    {
      field: 'data',
      headerName: t('columns.data'),
      minWidth: 220,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          component="code"
          sx={{ fontSize: 12, whiteSpace: 'nowrap' }}
          title={JSON.stringify(row.data)}
        >
          {JSON.stringify(row.data)}
        </Box>
      ),
    },
    {
      field: 'created_at',
      headerName: t('columns.createdAt'),
      width: 190,
      sortable: false,
      valueFormatter: when,
    },
    {
      field: 'retry',
      headerName: '',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          startIcon={<ReplayRounded />}
          aria-label={t('retryOne', { name: row.name })}
          onClick={() => send({ job: row.id })}
          disabled={retrying}
        >
          {t('retry')}
        </Button>
      ),
    },
  ];
}
