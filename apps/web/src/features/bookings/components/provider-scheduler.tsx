'use client';

import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { type ServiceSlot, type SlotColour } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { addDays, localToday } from '@/entities/bookings/calendar-days';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { useServiceSlots } from '@/entities/bookings/service-slots';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { useCreateSlot, useServiceSchedule, useUpdateSlot } from '../api/provider-api';
import { BusyTimesDialog } from './busy-times-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { SlotDialog } from './slot-dialog';

/** Spec §3's three scheduler colours, from the theme. */
export function slotColour(theme: Theme, state: SlotColour): string {
  if (state === 'available') return theme.palette.success.main;
  if (state === 'partially_reserved') return theme.palette.warning.main;
  return theme.palette.error.main;
}

/** Slots busy in another calendar (imported busy times), whatever their seats. */
const BLOCKED_COLOUR = (theme: Theme) => theme.palette.grey[600];

/**
 * A FullCalendar range as a slots query. Its texts are midnights in the calendar's (the
 * provider's) zone, `2026-11-23T00:00:00+01:00`: their dates are the provider's days, as the api
 * reads `from` and `to`. `end` is exclusive, the query's `to` is not.
 */
function queryRange(startStr: string, endStr: string) {
  return { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
}

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
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const today = localToday();
  const [range, setRange] = useState({ from: today, to: today });
  const slots = useServiceSlots(listingId, range.from, range.to);
  const schedule = useServiceSchedule(listingId);
  const create = useCreateSlot(listingId);
  const update = useUpdateSlot();
  const [editing, setEditing] = useState<ServiceSlot | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'busy' | null>(null);

  useLiveAvailability([listingId], () => {
    // A seat taken or freed is a reservation made or changed: the lists and the badge follow.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
    void refreshSlotsStats(queryClient);
  });

  const events = (slots.data ?? []).map((slot) => {
    // Cancelled slots fade; slots busy in another calendar are grey, whatever their seats.
    const colour = slot.cancelled
      ? theme.palette.action.disabled
      : slot.blocked
        ? BLOCKED_COLOUR(theme)
        : slotColour(theme, slot.state);
    return {
      id: slot.id,
      start: slot.starts_at,
      end: slot.ends_at,
      title: slot.cancelled
        ? t('cancelled')
        : `${slot.blocked ? `${t('busySlot')} · ` : ''}${t('seatsTaken', { taken: slot.seats_taken, seats: slot.seats })}`,
      backgroundColor: colour,
      borderColor: colour,
      textColor: theme.palette.getContrastText(colour),
      editable: !slot.cancelled,
      classNames: [
        `slot-${slot.cancelled ? 'cancelled' : slot.state}`,
        ...(slot.blocked ? ['slot-blocked'] : []),
      ],
      extendedProps: { slot },
    };
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
        <Box
          data-testid="slot-calendar"
          sx={{
            '--fc-border-color': theme.palette.divider,
            '--fc-page-bg-color': theme.palette.background.paper,
            '--fc-neutral-bg-color': theme.palette.action.hover,
            '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
            '--fc-button-bg-color': theme.palette.primary.main,
            '--fc-button-border-color': theme.palette.primary.main,
            '--fc-button-hover-bg-color': theme.palette.primary.dark,
            '--fc-button-hover-border-color': theme.palette.primary.dark,
            '--fc-button-active-bg-color': theme.palette.primary.dark,
            '--fc-button-active-border-color': theme.palette.primary.dark,
            '--fc-button-text-color': theme.palette.primary.contrastText,
            '--fc-highlight-color': alpha(theme.palette.primary.main, 0.15),
            bgcolor: 'background.paper',
            borderRadius: 3,
            p: { xs: 1, md: 2 },
            border: 1,
            borderColor: 'divider',
            fontFamily: theme.typography.fontFamily,
            '& .fc .fc-toolbar-title': { fontSize: { xs: '1rem', md: '1.25rem' }, fontWeight: 700 },
            '& .fc .fc-button': { textTransform: 'none', borderRadius: '10px', boxShadow: 'none' },
            '& .fc .fc-toolbar.fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
            '& .fc .fc-event': { cursor: 'pointer' },
            '& .fc .slot-cancelled': { textDecoration: 'line-through', opacity: 0.7 },
            '& .fc a': { color: 'inherit' },
          }}
        >
          <FullCalendar
            plugins={[luxonPlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
            timeZone={timeZone}
            locales={[deLocale]}
            locale={locale}
            initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
            headerToolbar={
              phone
                ? { left: 'prev,next', center: 'title', right: 'timeGridDay,dayGridMonth' }
                : {
                    left: 'prev,next today',
                    center: 'title',
                    right: 'timeGridDay,timeGridWeek,dayGridMonth',
                  }
            }
            buttonText={{
              today: t('views.today'),
              day: t('views.day'),
              week: t('views.week'),
              month: t('views.month'),
            }}
            height="auto"
            // Times as the rest of the app writes them (Intl's short time: "10:00 AM", "10:00").
            slotLabelFormat={{ hour: 'numeric', minute: '2-digit' }}
            eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
            slotMinTime="06:00:00"
            slotMaxTime="22:00:00"
            allDaySlot={false}
            nowIndicator
            selectable
            selectMirror
            editable
            eventDurationEditable
            dayMaxEvents={4}
            events={events}
            datesSet={({ startStr, endStr }) => {
              // FullCalendar tells its range after every render: only a new range is a change,
              // or each render would set it again without end.
              const next = queryRange(startStr, endStr);
              setRange((current) =>
                current.from === next.from && current.to === next.to ? current : next,
              );
            }}
            select={({ start, end, view }) => {
              view.calendar.unselect();
              // A drag in the month view picks whole days: no slot is made from that.
              if (view.type === 'dayGridMonth') return;
              create.mutate({
                starts_at: start.toISOString(),
                ends_at: end.toISOString(),
                seats: schedule.data?.seats_per_slot ?? 1,
              });
            }}
            eventDidMount={({ el, event }) => {
              // What the journeys and assistive checks find a slot by.
              el.dataset.slotId = event.id;
            }}
            eventClick={({ event }) => setEditing(event.extendedProps.slot as ServiceSlot)}
            eventChange={({ event, revert }) => {
              if (!event.start || !event.end) return revert();
              update.mutate(
                {
                  slotId: event.id,
                  body: { starts_at: event.start.toISOString(), ends_at: event.end.toISOString() },
                },
                { onError: revert },
              );
            }}
          />
        </Box>
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
