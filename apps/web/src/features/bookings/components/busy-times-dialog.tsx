'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { busyTimesLimits, busyTimesRefusalOf } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { useImportBusyTimes } from '../api/import-busy-times';

/** Busy times from another calendar (an `.ics` address or file) block the slots they overlap. */
export function BusyTimesDialog({
  listingId,
  onClose,
}: {
  listingId: string;
  onClose: () => void;
}) {
  const t = useTranslations('bookings.busy');
  const importBusy = useImportBusyTimes(listingId);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);

  /** A calendar refused by a limit in the reader's language; other refusals as the api tells. */
  const failure = (error: unknown) => {
    if (!isApiError(error)) return t('failed');
    const refusal = busyTimesRefusalOf(error.user_message);
    return refusal
      ? t(`refused.${refusal}`, {
          megabytes: busyTimesLimits.maxBytes / 1024 / 1024,
          events: busyTimesLimits.maxEvents,
          occurrences: busyTimesLimits.maxOccurrencesPerEvent,
          periods: busyTimesLimits.maxBusyPeriods,
          seconds: busyTimesLimits.readSeconds,
          memory: busyTimesLimits.readMemoryMb,
        })
      : error.user_message;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('description')}
          </Typography>
          <TextField
            label={t('url')}
            placeholder="https://…/calendar.ics"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            type="url"
          />
          <Button component="label" variant="outlined">
            {file ? file.name : t('file')}
            <input
              hidden
              type="file"
              accept=".ics,text/calendar"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          {importBusy.data ? (
            <Alert severity="success">
              {t('imported', {
                periods: importBusy.data.busy_periods,
                blocked: importBusy.data.blocked_slots,
              })}
            </Alert>
          ) : null}
          {importBusy.isError ? <Alert severity="error">{failure(importBusy.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="contained"
          disabled={importBusy.isPending || (!file && url.trim() === '')}
          onClick={() => importBusy.mutate(file ? { file } : { url: url.trim() })}
        >
          {t('import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
