'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { type ProductImportRun, type ProductImportSource } from '@bazaar/contracts';
import { useImportRows } from '../api/get-import-rows';
import { useImportRuns } from '../api/get-import-runs';

const statusColor = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const;

/** The failed rows of a run, with their reasons. */
function RunReport({ run }: { run: ProductImportRun }) {
  const t = useTranslations('importing');
  const rows = useImportRows(run.id, 'failed', true);
  if (rows.isPending) return <Skeleton variant="rounded" height={80} />;
  if (!rows.data || rows.data.items.length === 0) {
    return <Typography color="text.secondary">{t('report.noFailures')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('report.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.row')}</TableCell>
            <TableCell>{t('report.key')}</TableCell>
            <TableCell>{t('preview.title')}</TableCell>
            <TableCell>{t('report.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.data.items.map((row) => (
            <TableRow key={row.row_number}>
              <TableCell>{row.row_number}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.key ?? '—'}</TableCell>
              <TableCell>{row.title ?? '—'}</TableCell>
              <TableCell>
                {row.errors
                  .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
                  .join('; ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One run: what, its state, "n of N" while it works, and its report when done. */
export function ImportRunCard({ run }: { run: ProductImportRun }) {
  const t = useTranslations('importing');
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const active = run.status === 'queued' || run.status === 'running';
  const percent = run.total ? Math.min(100, Math.round((run.processed / run.total) * 100)) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="import-run">
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-word' }}>
              {run.file_name ?? t(`tabs.${run.source}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(new Date(run.created_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={statusColor[run.status]}
            label={t(`status.${run.status}`)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>
        {active && (
          <Box>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={t('progressLabel')}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }} role="status" aria-live="polite">
              {run.total === null
                ? t('progressUnknown', { processed: run.processed })
                : t('progress', { processed: run.processed, total: run.total })}
            </Typography>
          </Box>
        )}
        {!active && (
          <Typography variant="body2" role="status">
            {t('result', { created: run.created, updated: run.updated, failed: run.failed })}
          </Typography>
        )}
        {run.error && <Alert severity="error">{run.error}</Alert>}
        {!active && run.failed > 0 && (
          <Box>
            <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t('report.hide') : t('report.show', { failed: run.failed })}
            </Button>
            {open && <RunReport run={run} />}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** Running and past imports of one source. */
export function ImportRuns({ source }: { source: ProductImportSource }) {
  const t = useTranslations('importing');
  const runs = useImportRuns();
  const items = runs.data?.items.filter((run) => run.source === source) ?? [];
  return (
    <Box component="section" aria-labelledby="import-runs-title">
      <Typography id="import-runs-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('runsTitle')}
      </Typography>
      {runs.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('noRuns')}</Typography>
      ) : (
        <Stack spacing={2}>
          {items.map((run) => (
            <ImportRunCard key={run.id} run={run} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
