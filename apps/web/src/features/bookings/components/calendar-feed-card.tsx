'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { useChangeCalendarFeed } from '../api/change-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

/**
 * The private iCalendar feed of the account's reservations (as customer and provider), for
 * Google, Apple or Outlook calendars. The api keeps only a hash of its secret, so the address is
 * shown once, when made or renewed, to copy; afterwards the card says since when it exists and
 * offers to renew (the old address stops) or revoke it.
 */
export function CalendarFeedCard() {
  const t = useTranslations('bookings.feed');
  const format = useFormatter();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [copied, setCopied] = useState(false);
  // The address of the feed just made: in the mutation's answer only.
  const shown = change.data?.url ?? null;
  const active = feed.data?.active ?? false;
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
        {active && shown ? (
          <>
            <TextField
              size="small"
              fullWidth
              label={t('address')}
              value={shown}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
              onFocus={(event) => event.target.select()}
            />
            <Alert severity="warning" variant="outlined">
              {t('shownOnce')}
            </Alert>
          </>
        ) : active && feed.data?.created_at ? (
          <Typography variant="body2" data-testid="calendar-feed-active">
            {t('active', {
              date: format.dateTime(new Date(feed.data.created_at), { dateStyle: 'medium' }),
            })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {active && shown ? (
            <Button
              variant="contained"
              size="small"
              onClick={() => {
                void navigator.clipboard?.writeText(shown).then(() => setCopied(true));
              }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          ) : null}
          <Button
            variant={active ? 'text' : 'contained'}
            size="small"
            disabled={change.isPending || feed.isPending}
            onClick={() => {
              setCopied(false);
              change.mutate('rotate');
            }}
          >
            {active ? t('rotate') : t('create')}
          </Button>
          {active ? (
            <Button
              color="error"
              size="small"
              disabled={change.isPending}
              onClick={() => {
                setCopied(false);
                change.mutate('revoke');
              }}
            >
              {t('revoke')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
