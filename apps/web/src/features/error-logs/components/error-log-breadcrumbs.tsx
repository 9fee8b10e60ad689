'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { type ErrorLogDetails } from '@bazaar/contracts';
import { MONO } from './monospace';

/** What happened before an error, oldest first: time, category and message of each step. */
export function ErrorLogBreadcrumbs({
  breadcrumbs,
}: {
  breadcrumbs: ErrorLogDetails['breadcrumbs'];
}) {
  const t = useTranslations('errorLogs.details');
  const tCategories = useTranslations('errorLogs.breadcrumbCategories');
  const format = useFormatter();
  return (
    <Box
      component="ol"
      aria-label={t('breadcrumbs', { count: breadcrumbs.length })}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {breadcrumbs.map((crumb, index) => (
        <Box
          component="li"
          key={index}
          data-testid="breadcrumb"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'auto 1fr', sm: '84px 128px minmax(0, 1fr)' },
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
            px: 1.5,
            py: 1,
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Box
            component="time"
            dateTime={crumb.timestamp}
            sx={{ fontFamily: MONO, fontSize: '0.78rem', color: 'text.secondary' }}
          >
            {format.dateTime(new Date(crumb.timestamp), {
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
              hour12: false,
            })}
          </Box>
          <Box>
            <Chip
              size="small"
              label={tCategories(crumb.category)}
              color={
                crumb.level === 'error'
                  ? 'error'
                  : crumb.level === 'warning'
                    ? 'warning'
                    : 'default'
              }
              variant="outlined"
            />
          </Box>
          <Typography
            variant="body2"
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, wordBreak: 'break-word' }}
          >
            {crumb.message}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
