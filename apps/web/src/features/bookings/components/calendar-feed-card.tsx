'use client';

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/provider-api';

/**
 * The private iCalendar feed of the account's reservations (as customer and provider), for
 * Google, Apple or Outlook calendars: shown, copied, made anew (the old address stops) or revoked.
 */
export function CalendarFeedCard() {
  const t = useTranslations('bookings.feed');
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = feed.data?.url ?? null;
  if (feed.isError) return null;

  return (
    <Card sx={{ p: { xs: 2, md: 2.5 } }} data-testid="calendar-feed">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('description')}
        </Typography>
        {url ? (
          <TextField
            size="small"
            fullWidth
            label={t('address')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
            onFocus={(event) => event.target.select()}
          />
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {url ? (
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true));
              }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          ) : null}
          <Button
            variant={url ? 'text' : 'contained'}
            size="small"
            disabled={change.isPending || feed.isPending}
            onClick={() => {
              setCopied(false);
              change.mutate('rotate');
            }}
          >
            {url ? t('rotate') : t('create')}
          </Button>
          {url ? (
            <Button
              color="error"
              size="small"
              disabled={change.isPending}
              onClick={() => change.mutate('revoke')}
            >
              {t('revoke')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
