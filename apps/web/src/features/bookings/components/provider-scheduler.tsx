'use client';

import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type ServiceSlot, type SlotColour } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { localToday } from '@/entities/bookings/calendar-days';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { useServiceSlots } from '@/entities/bookings/service-slots';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { useCreateSlot } from '../api/create-slot';
import { useServiceSchedule } from '../api/get-service-schedule';
import { useUpdateSlot } from '../api/update-slot';
import { BusyTimesDialog } from './busy-times-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { SlotCalendar, BLOCKED_COLOUR, slotColour } from './slot-calendar';
import { SlotDialog } from './slot-dialog';

/**
 * The provider's scheduler of one service (issue 18): day, week and month views with the slots
 * coloured available / partially reserved / reserved; drag on empty time to make a slot, drag a
 * slot to move it, click one to change its seats or price or cancel it. The slots change live
 * while reservations come in. Times are shown in the provider's time zone (the schedule's, with
 * FullCalendar's luxon plugin), as visitors see them, whatever the device's zone: the dates
 * FullCalendar hands back are still true instants, sent as they are.
 */
export default function ProviderScheduler({ listingId }: { listingId: string }) {
  const t = useTranslations('bookings');
  const queryClient = useQueryClient();
  const today = localToday();
  // The calendar tells the days it shows once it is drawn: no slots are asked for before.
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const schedule = useServiceSchedule(listingId);
  const create = useCreateSlot(listingId);
  const update = useUpdateSlot();
  const [editing, setEditing] = useState<ServiceSlot | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'busy' | null>(null);

  const watching = useLiveAvailability([listingId], () => {
    // A seat taken or freed is a reservation made or changed: the lists and the badge follow.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
    void refreshSlotsStats(queryClient);
  });
  const slots = useServiceSlots(listingId, range?.from ?? today, range?.to ?? today, {
    enabled: watching && range !== null,
  });

  const failure = create.error ?? update.error;
  // Until weekly hours are saved the api answers its defaults: only slots made by hand open.
  const hasHours = (schedule.data?.weekly_hours.length ?? 0) > 0;
  const timeZone = schedule.data?.time_zone;

  return (
    <Stack spacing={2} data-testid="provider-scheduler">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={!schedule.data}
          startIcon={<TuneRounded />}
          onClick={() => setDialog('schedule')}
        >
          {hasHours ? t('editSchedule') : t('setUpSchedule')}
        </Button>
        <Button startIcon={<EventBusyRounded />} onClick={() => setDialog('busy')}>
          {t('busy.title')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Legend />
      </Stack>
      {schedule.data && !hasHours ? <Alert severity="info">{t('noSchedule')}</Alert> : null}
      {failure ? <Alert severity="error">{t('slotChangeFailed')}</Alert> : null}
      <Typography variant="body2" color="text.secondary">
        {t('schedulerHint')}
      </Typography>
      {timeZone ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="scheduler-time-zone">
          {t('timesIn', { timeZone })}
        </Typography>
      ) : null}
      {!timeZone ? (
        schedule.isError ? (
          <Alert severity="error">{t('slotsFailed')}</Alert>
        ) : (
          <Skeleton variant="rounded" height={480} />
        )
      ) : (
        <SlotCalendar
          slots={slots.data ?? []}
          timeZone={timeZone}
          onRange={(next) =>
            // FullCalendar tells its range after every render: only a new range is a change,
            // or each render would set it again without end.
            setRange((current) =>
              current?.from === next.from && current.to === next.to ? current : next,
            )
          }
          onCreate={(times) =>
            create.mutate({ ...times, seats: schedule.data?.seats_per_slot ?? 1 })
          }
          onMove={(slotId, body, revert) => update.mutate({ slotId, body }, { onError: revert })}
          onEdit={setEditing}
        />
      )}
      {editing ? (
        <SlotDialog
          slot={(slots.data ?? []).find((item) => item.id === editing.id) ?? editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {dialog === 'schedule' && schedule.data ? (
        <ScheduleDialog
          listingId={listingId}
          saved={schedule.data}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'busy' ? (
        <BusyTimesDialog listingId={listingId} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}

function Legend() {
  const t = useTranslations('bookings.states');
  const theme = useTheme();
  const states: SlotColour[] = ['available', 'partially_reserved', 'reserved'];
  const entries = [
    ...states.map((state) => ({ key: state, colour: slotColour(theme, state) })),
    { key: 'blocked' as const, colour: BLOCKED_COLOUR(theme) },
  ];
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }} aria-label={t('legend')}>
      {entries.map(({ key, colour }) => (
        <Stack key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.75, bgcolor: colour }} />
          <Typography variant="caption">{t(key)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
