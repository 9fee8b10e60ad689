'use client';

import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
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
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { errorLogsKeys } from '../api/error-logs-keys';
import { useErrorLogs } from '../api/get-error-logs';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  jobsViewFromSearchParams,
  jobsViewToSearchParams,
  type ErrorLogFilters,
} from '../filters';
import { ErrorLogFiltersBar } from './error-log-filters';
import { ErrorLogItem } from './error-log-item';
import { JobsPanel } from './jobs-panel';
import { filterBarSx } from '@/components/filter-bar-sx';
import { PageHeading } from '@/components/page-heading';

/**
 * `/logs` (administrators): errors of browsers and of the api, newest first. The filters live in
 * the address, so a filtered view can be shared; "Load more" follows the api's cursor.
 * `?tab=jobs` shows the job runner's health instead.
 */
export function ErrorLogsPage() {
  const t = useTranslations('errorLogs');
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const queryString = searchParams.toString();
  const filters = useMemo(
    () => filtersFromSearchParams(new URLSearchParams(queryString)),
    [queryString],
  );
  const view = useMemo(
    () => jobsViewFromSearchParams(new URLSearchParams(queryString)),
    [queryString],
  );
  const logs = useErrorLogs(filters, view.tab === 'errors');
  const queryClient = useQueryClient();
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];

  const applyFilters = (next: ErrorLogFilters) => {
    const query = filtersToSearchParams(next).toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const showJobs = (queue: string | undefined) =>
    router.replace(`${pathname}?${jobsViewToSearchParams(queue).toString()}`, { scroll: false });

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 0, sm: 2, md: 3 } }}>
      <PageHeading
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button
            variant="outlined"
            startIcon={<RefreshRounded />}
            onClick={() =>
              view.tab === 'jobs'
                ? void queryClient.invalidateQueries({ queryKey: errorLogsKeys.jobs() })
                : void logs.refetch()
            }
            loading={view.tab === 'errors' && logs.isRefetching && !logs.isFetchingNextPage}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('refresh')}
          </Button>
        }
      />

      <Tabs
        value={view.tab}
        onChange={(_event, tab: typeof view.tab) =>
          tab === 'jobs' ? showJobs(undefined) : router.push(pathname, { scroll: false })
        }
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="errors" label={t('tabs.errors')} />
        <Tab value="jobs" label={t('tabs.jobs')} />
      </Tabs>

      {view.tab === 'jobs' ? (
        <JobsPanel queue={view.queue} onQueueChange={showJobs} />
      ) : (
        <>
          <Box sx={filterBarSx}>
            <ErrorLogFiltersBar filters={filters} onChange={applyFilters} />
            {filters.fingerprint ? (
              <Chip
                sx={{ mt: 1.5 }}
                color="primary"
                variant="outlined"
                label={t('sameErrorOnly')}
                onDelete={() => applyFilters({ ...filters, fingerprint: undefined })}
              />
            ) : null}
          </Box>

          <Stack spacing={1.25} aria-busy={logs.isPending} aria-live="polite">
            {logs.isPending
              ? [0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" height={92} />)
              : null}
            {logs.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void logs.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {t('loadFailed')}
              </Alert>
            ) : null}
            {logs.isSuccess && items.length === 0 ? (
              <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
                {hasFilters(filters) ? (
                  <FilterAltOffRounded sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
                ) : (
                  <TaskAltRounded sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
                )}
                <Typography variant="h6" component="p">
                  {hasFilters(filters) ? t('emptyFiltered') : t('empty')}
                </Typography>
                {hasFilters(filters) ? (
                  <Button onClick={() => applyFilters({})}>{t('clearFilters')}</Button>
                ) : (
                  <Typography color="text.secondary">{t('emptyHint')}</Typography>
                )}
              </Stack>
            ) : null}
            {items.map((log) => (
              <ErrorLogItem
                key={log.id}
                log={log}
                onShowOccurrences={(fingerprint) => applyFilters({ fingerprint })}
              />
            ))}
          </Stack>

          {logs.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button
                variant="outlined"
                size="large"
                onClick={() => void logs.fetchNextPage()}
                loading={logs.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Box>
          ) : logs.isSuccess && items.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
              {t('end')}
            </Typography>
          ) : null}
        </>
      )}
    </Container>
  );
}
