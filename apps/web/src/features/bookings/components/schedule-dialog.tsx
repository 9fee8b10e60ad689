'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  bookingLimits,
  confirmationModes,
  serviceSchedule,
  type ServiceSchedule,
} from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { useSaveSchedule } from '../api/provider-api';

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

const withoutRow = <T,>(rows: readonly T[], at: number) => rows.filter((_, index) => index !== at);

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteOutlineRounded />
    </IconButton>
  );
}

function AddRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<AddRounded />} sx={{ alignSelf: 'flex-start' }} onClick={onClick}>
      {label}
    </Button>
  );
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
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveSchedule(listingId);
  // The api answers its defaults (no hours) until a schedule is saved: a first one starts from ours.
  const [draft, setDraft] = useState<ServiceSchedule>(
    saved.weekly_hours.length > 0 ? saved : firstSchedule(saved),
  );
  const checked = serviceSchedule.safeParse(draft);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-23 is a Monday: ISO weekday 1.
    return [1, 2, 3, 4, 5, 6, 7].map((day) =>
      format.format(new Date(Date.UTC(2026, 10, 22 + day))),
    );
  }, [locale]);
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

          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('weeklyHours')}
            </Typography>
            {draft.weekly_hours.map((hours, at) => (
              <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={t('weekday')}
                  value={hours.weekday}
                  onChange={(event) =>
                    set({
                      weekly_hours: draft.weekly_hours.map((item, index) =>
                        index === at ? { ...item, weekday: Number(event.target.value) } : item,
                      ),
                    })
                  }
                  sx={{ flex: 2, minWidth: 0 }}
                >
                  {weekdays.map((name, index) => (
                    <MenuItem key={name} value={index + 1}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
                {(['opens', 'closes'] as const).map((edge) => (
                  <TextField
                    key={edge}
                    size="small"
                    type="time"
                    label={t(edge)}
                    value={hours[edge]}
                    onChange={(event) =>
                      set({
                        weekly_hours: draft.weekly_hours.map((item, index) =>
                          index === at ? { ...item, [edge]: event.target.value } : item,
                        ),
                      })
                    }
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                ))}
                <RemoveRow
                  label={t('remove')}
                  onClick={() => set({ weekly_hours: withoutRow(draft.weekly_hours, at) })}
                />
              </Stack>
            ))}
            <AddRow
              label={t('addHours')}
              onClick={() =>
                set({
                  weekly_hours: [
                    ...draft.weekly_hours,
                    { weekday: 6, opens: '10:00', closes: '14:00' },
                  ],
                })
              }
            />
          </Stack>

          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('exceptions')}
            </Typography>
            {draft.exceptions.map((exception, at) => {
              const change = (patch: Partial<ServiceSchedule['exceptions'][number]>) =>
                set({
                  exceptions: draft.exceptions.map((item, index) =>
                    index === at ? { ...item, ...patch } : item,
                  ),
                });
              return (
                <Stack
                  key={at}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <TextField
                    size="small"
                    type="date"
                    label={t('date')}
                    value={exception.date}
                    onChange={(event) => change({ date: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <TextField
                    select
                    size="small"
                    label={t('kind')}
                    value={exception.kind}
                    onChange={(event) => {
                      const kind = event.target.value as 'closed' | 'extra_hours';
                      change(
                        kind === 'closed'
                          ? { kind, opens: null, closes: null }
                          : { kind, opens: '09:00', closes: '12:00' },
                      );
                    }}
                  >
                    <MenuItem value="closed">{t('closed')}</MenuItem>
                    <MenuItem value="extra_hours">{t('extraHours')}</MenuItem>
                  </TextField>
                  {exception.kind === 'extra_hours'
                    ? (['opens', 'closes'] as const).map((edge) => (
                        <TextField
                          key={edge}
                          size="small"
                          type="time"
                          label={t(edge)}
                          value={exception[edge] ?? ''}
                          onChange={(event) => change({ [edge]: event.target.value })}
                          sx={{ width: 120 }}
                        />
                      ))
                    : null}
                  <TextField
                    size="small"
                    label={t('note')}
                    value={exception.note}
                    onChange={(event) => change({ note: event.target.value })}
                    sx={{ flex: 1, minWidth: 140 }}
                  />
                  <RemoveRow
                    label={t('remove')}
                    onClick={() => set({ exceptions: withoutRow(draft.exceptions, at) })}
                  />
                </Stack>
              );
            })}
            <AddRow
              label={t('addException')}
              onClick={() =>
                set({
                  exceptions: [
                    ...draft.exceptions,
                    { date: '', kind: 'closed', opens: null, closes: null, note: '' },
                  ],
                })
              }
            />
          </Stack>
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
