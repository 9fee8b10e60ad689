'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  bookingLimits,
  confirmationModes,
  serviceSchedule,
  type ServiceSchedule,
} from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleExceptionsEditor } from './schedule-exceptions-editor';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/**
 * A first schedule, from the api's defaults (which have no hours): weekdays 09:00–17:00 in this
 * device's time zone.
 */
export function firstSchedule(
  defaults: ServiceSchedule,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ServiceSchedule {
  return {
    ...defaults,
    time_zone: timeZone,
    weekly_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
  };
}

const numberFields = [
  ['slot_minutes', bookingLimits.slotMinutesMin, bookingLimits.slotMinutesMax],
  ['buffer_minutes', 0, bookingLimits.bufferMinutesMax],
  ['seats_per_slot', 1, bookingLimits.seatsMax],
  ['lead_time_hours', 0, bookingLimits.leadTimeHoursMax],
  ['horizon_days', 1, bookingLimits.horizonDaysMax],
  ['cancellation_window_hours', 0, bookingLimits.cancellationWindowHoursMax],
] as const;

/**
 * The schedule editor: weekly hours (several ranges a day allowed), exceptions and holidays,
 * slot length, buffer, seats, lead time, horizon, cancellation window, confirmation, time zone.
 * The contract's schema checks it before it is sent (this page is a form page, ADR 0037).
 */
export function ScheduleDialog({
  listingId,
  saved,
  onClose,
}: {
  listingId: string;
  /** The saved schedule, or the api's defaults before one is saved. */
  saved: ServiceSchedule;
  onClose: () => void;
}) {
  const t = useTranslations('bookings.schedule');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveSchedule(listingId);
  // The api answers its defaults (no hours) until a schedule is saved: a first one starts from ours.
  const [draft, setDraft] = useState<ServiceSchedule>(
    saved.weekly_hours.length > 0 ? saved : firstSchedule(saved),
  );
  const checked = serviceSchedule.safeParse(draft);
  const set = (change: Partial<ServiceSchedule>) =>
    setDraft((current) => ({ ...current, ...change }));

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      data-testid="schedule-dialog"
    >
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            <TextField
              label={t('timeZone')}
              value={draft.time_zone}
              onChange={(event) => set({ time_zone: event.target.value })}
              helperText={t('timeZoneHint')}
            />
            <TextField
              select
              label={t('confirmation')}
              value={draft.confirmation}
              onChange={(event) =>
                set({ confirmation: event.target.value as ServiceSchedule['confirmation'] })
              }
            >
              {confirmationModes.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`confirmationModes.${mode}`)}
                </MenuItem>
              ))}
            </TextField>
            {numberFields.map(([field, min, max]) => (
              <TextField
                key={field}
                type="number"
                label={t(`fields.${field}`)}
                value={draft[field]}
                onChange={(event) => set({ [field]: Number(event.target.value) })}
                error={draft[field] < min || draft[field] > max || !Number.isInteger(draft[field])}
                slotProps={{ htmlInput: { min, max, 'data-testid': `schedule-${field}` } }}
              />
            ))}
          </Box>

          <WeeklyHoursEditor draft={draft} set={set} />
          <ScheduleExceptionsEditor draft={draft} set={set} />
          {!checked.success ? <Alert severity="warning">{t('invalid')}</Alert> : null}
          {save.isError ? (
            <Alert severity="error">
              {isApiError(save.error) ? save.error.user_message : t('saveFailed')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          data-testid="schedule-save"
          disabled={!checked.success || save.isPending}
          onClick={() => {
            if (checked.success) save.mutate(checked.data, { onSuccess: onClose });
          }}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
