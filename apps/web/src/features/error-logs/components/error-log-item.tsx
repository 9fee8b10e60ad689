'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormatter, useNow, useTranslations } from 'use-intl';
import { type ErrorLogLevel, type ErrorLogSummary } from '@bazaar/contracts';
import { ErrorLogDetailsView } from './error-log-details';
import { twoLinesSx } from '@/components/two-lines-sx';

const levelColors: Record<ErrorLogLevel, 'error' | 'warning' | 'info'> = {
  fatal: 'error',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

/** One log in the list; opening it fetches and shows its details. */
export function ErrorLogItem({
  log,
  onShowOccurrences,
}: {
  log: ErrorLogSummary;
  onShowOccurrences: (fingerprint: string) => void;
}) {
  const t = useTranslations('errorLogs');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const [expanded, setExpanded] = useState(false);
  const createdAt = new Date(log.created_at);
  const headerId = `error-log-${log.id}-header`;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="error-log"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px !important',
        '&::before': { display: 'none' },
        overflow: 'hidden',
      }}
      elevation={0}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        id={headerId}
        aria-controls={`error-log-${log.id}-details`}
        sx={{
          px: { xs: 1.5, sm: 2.5 },
          '& .MuiAccordionSummary-content': { minWidth: 0, my: 1.5 },
        }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0, width: '100%' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Chip
              size="small"
              color={levelColors[log.level]}
              variant={log.level === 'fatal' ? 'filled' : 'outlined'}
              label={t(`levels.${log.level}`)}
            />
            <Chip size="small" label={t(`sources.${log.source}`)} />
            {log.status ? <Chip size="small" variant="outlined" label={log.status} /> : null}
            <Typography variant="body2" color="text.secondary" component="span">
              <time
                dateTime={log.created_at}
                title={`${format.dateTime(createdAt, { dateStyle: 'medium', timeStyle: 'medium' })} UTC`}
              >
                {format.relativeTime(createdAt, now)}
              </time>
            </Typography>
          </Stack>
          <Typography
            sx={{
              fontWeight: 600,
              ...twoLinesSx,
              textOverflow: 'ellipsis',
              wordBreak: 'break-word',
            }}
          >
            {log.error_name && !log.message.startsWith(log.error_name) ? `${log.error_name}: ` : ''}
            {log.message}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.25, sm: 2 }}
            sx={{ color: 'text.secondary', fontSize: '0.85rem', minWidth: 0 }}
          >
            <Box
              component="span"
              sx={{
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                minWidth: 0,
              }}
            >
              {log.method ? `${log.method} ` : ''}
              {log.url ?? '—'}
            </Box>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {log.user_email ?? t('details.visitor')}
            </Box>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails
        sx={{ px: { xs: 1.5, sm: 2.5 }, pb: 2.5, borderTop: 1, borderColor: 'divider', pt: 2.5 }}
      >
        {expanded ? (
          <ErrorLogDetailsView id={log.id} onShowOccurrences={onShowOccurrences} />
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}
