'use client';

import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { type ErrorLogDetails } from '@bazaar/contracts';
import { useErrorLog } from '../api/get-error-log';
import { ErrorLogBreadcrumbs } from './error-log-breadcrumbs';
import { MONO } from './monospace';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Code({ label, children }: { label: string; children: string }) {
  return (
    <Box
      component="pre"
      // A scrollable block must be reachable by keyboard, and named for screen readers.
      role="region"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 320,
        overflow: 'auto',
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontFamily: MONO,
        fontSize: '0.8rem',
        lineHeight: 1.6,
        whiteSpace: 'pre',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {children}
    </Box>
  );
}

function Facts({ log }: { log: ErrorLogDetails }) {
  const t = useTranslations('errorLogs.details');
  const format = useFormatter();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Fact label={t('time')}>
        {format.dateTime(new Date(log.created_at), {
          dateStyle: 'medium',
          timeStyle: 'medium',
        })}{' '}
        UTC
      </Fact>
      <Fact label={t('user')}>
        {log.user_email ?? (log.user_id ? t('deletedUser') : t('visitor'))}
        {log.user_id ? (
          <Box
            component="span"
            sx={{
              display: 'block',
              color: 'text.secondary',
              fontFamily: MONO,
              fontSize: '0.75rem',
            }}
          >
            {log.user_id}
          </Box>
        ) : null}
      </Fact>
      <Fact label={log.source === 'api' ? t('request') : t('page')}>
        {log.method ? `${log.method} ` : ''}
        {log.url ?? '—'}
        {log.status ? ` → ${log.status}` : ''}
      </Fact>
      {log.request_id ? (
        <Fact label={t('requestId')}>
          <Box component="span" sx={{ fontFamily: MONO }}>
            {log.request_id}
          </Box>
        </Fact>
      ) : null}
      {log.user_agent ? <Fact label={t('userAgent')}>{log.user_agent}</Fact> : null}
      {log.error_name ? <Fact label={t('errorName')}>{log.error_name}</Fact> : null}
    </Box>
  );
}

/** The details of one log: facts, stack, breadcrumbs, context and its other occurrences. */
export function ErrorLogDetailsView({
  id,
  onShowOccurrences,
}: {
  id: string;
  onShowOccurrences: (fingerprint: string) => void;
}) {
  const t = useTranslations('errorLogs.details');
  const log = useErrorLog(id, true);

  if (log.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        <Skeleton width="60%" />
        <Skeleton />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (log.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void log.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }

  const details = log.data;
  const contextEntries = Object.entries(details.context);
  return (
    <Stack spacing={3} data-testid="error-log-details">
      <Facts log={details} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {details.occurrences.capped
            ? t('occurrencesCapped', { count: details.occurrences.count })
            : t('occurrences', { count: details.occurrences.count })}
        </Typography>
        {details.occurrences.count > 1 ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<FilterAltRounded />}
            onClick={() => onShowOccurrences(details.fingerprint)}
          >
            {t('showOccurrences')}
          </Button>
        ) : null}
      </Stack>

      <Section title={t('stack')}>
        {details.stack ? (
          <Code label={t('stack')}>{details.stack}</Code>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noStack')}
          </Typography>
        )}
      </Section>

      <Section title={t('breadcrumbs', { count: details.breadcrumbs.length })}>
        {details.breadcrumbs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noBreadcrumbs')}
          </Typography>
        ) : (
          <ErrorLogBreadcrumbs breadcrumbs={details.breadcrumbs} />
        )}
      </Section>

      {contextEntries.length > 0 ? (
        <Section title={t('context')}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              fontSize: '0.85rem',
            }}
          >
            {contextEntries.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', fontFamily: MONO }}>
                  {key}
                </Box>
                <Box component="dd" sx={{ m: 0, wordBreak: 'break-word', fontFamily: MONO }}>
                  {typeof value === 'string' ? value : JSON.stringify(value)}
                </Box>
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}
    </Stack>
  );
}
