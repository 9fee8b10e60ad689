'use client';

import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useTranslations } from 'use-intl';
import { type DeadJob } from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { DEAD_JOBS_PAGE_SIZE, useDeadJobs } from '../api/get-dead-jobs';
import { useJobQueues } from '../api/get-job-queues';
import { useRetryJobs, type RetryTarget } from '../api/retry-jobs';
import { useDeadJobColumns } from './dead-job-columns';

interface Props {
  /** Only this queue's dead jobs (the address's `queue=`). */
  queue: string | undefined;
  onQueueChange: (queue: string | undefined) => void;
}

/**
 * The job runner's health (issue 21): each queue's waiting, running and dead jobs, and the dead
 * jobs themselves with their error, to send back to their queue once the cause is fixed.
 */
export function JobsPanel({ queue, onQueueChange }: Props) {
  const t = useTranslations('errorLogs.jobs');
  const queues = useJobQueues();
  const deadJobs = useDeadJobs(queue);
  const retry = useRetryJobs();

  const send = (target: RetryTarget) =>
    retry.mutate(target, {
      onSuccess: ({ retried }) =>
        enqueueSnackbar(t('retried', { count: retried }), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('retryFailed'), { variant: 'error' }),
    });

  const columns = useDeadJobColumns(send, retry.isPending);

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('queues')}
      </Typography>
      {queues.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <Box
        component="ul"
        aria-label={t('queues')}
        sx={{
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            xl: 'repeat(4, 1fr)',
          },
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
        }}
      >
        {queues.data?.items.map((each) => (
          <Paper
            component="li"
            key={each.name}
            variant="outlined"
            data-testid={`queue-${each.name}`}
            sx={{
              px: 1.5,
              py: 1,
              borderColor: each.failed > 0 ? 'error.main' : 'divider',
              outline: each.name === queue ? 2 : 0,
              outlineColor: 'primary.main',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
              {each.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('depths', { queued: each.queued, active: each.active, failed: each.failed })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={() => onQueueChange(each.name === queue ? undefined : each.name)}
              >
                {each.name === queue ? t('allQueues') : t('onlyThis')}
              </Button>
              {each.failed > 0 ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<ReplayRounded />}
                  onClick={() => send({ queue: each.name })}
                  disabled={retry.isPending}
                  aria-label={t('retryQueue', { name: each.name })}
                >
                  {t('retryAll')}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Box>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('deadJobs')}
        </Typography>
        {queue ? <Chip label={queue} onDelete={() => onQueueChange(undefined)} /> : null}
      </Stack>
      <AdminDataGrid<DeadJob>
        label={t('deadJobs')}
        query={deadJobs}
        columns={columns}
        pageSize={DEAD_JOBS_PAGE_SIZE}
        emptyText={t('empty')}
      />
    </>
  );
}
