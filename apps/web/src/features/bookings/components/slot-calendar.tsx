'use client';

import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocale, useTranslations } from 'use-intl';
import { type ServiceSlot, type SlotColour } from '@bazaar/contracts';
import { addDays } from '@/entities/bookings/calendar-days';

/** Spec §3's three scheduler colours, from the theme. */
export function slotColour(theme: Theme, state: SlotColour): string {
  if (state === 'available') return theme.palette.success.main;
  if (state === 'partially_reserved') return theme.palette.warning.main;
  return theme.palette.error.main;
}

/** Slots busy in another calendar (imported busy times), whatever their seats. */
export const BLOCKED_COLOUR = (theme: Theme) => theme.palette.grey[600];

/**
 * A FullCalendar range as a slots query. Its texts are midnights in the calendar's (the
 * provider's) zone, `2026-11-23T00:00:00+01:00`: their dates are the provider's days, as the api
 * reads `from` and `to`. `end` is exclusive, the query's `to` is not.
 */
function queryRange(startStr: string, endStr: string) {
  return { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
}

/** A slot's new times, as dragged on the calendar. */
export interface SlotTimes {
  starts_at: string;
  ends_at: string;
}

/**
 * FullCalendar showing a service's slots in the provider's time zone, telling the scheduler the
 * range it shows, the time dragged on for a new slot, a slot moved and a slot clicked.
 */
export function SlotCalendar({
  slots,
  timeZone,
  onRange,
  onCreate,
  onMove,
  onEdit,
}: {
  slots: readonly ServiceSlot[];
  timeZone: string;
  onRange: (range: { from: string; to: string }) => void;
  onCreate: (times: SlotTimes) => void;
  /** `revert` puts the slot back where it was, when the change is refused. */
  onMove: (slotId: string, times: SlotTimes, revert: () => void) => void;
  onEdit: (slot: ServiceSlot) => void;
}) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const events = slots.map((slot) => {
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
  return (
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
          onRange(queryRange(startStr, endStr));
        }}
        select={({ start, end, view }) => {
          view.calendar.unselect();
          // A drag in the month view picks whole days: no slot is made from that.
          if (view.type === 'dayGridMonth') return;
          onCreate({ starts_at: start.toISOString(), ends_at: end.toISOString() });
        }}
        eventDidMount={({ el, event }) => {
          // What the journeys and assistive checks find a slot by.
          el.dataset.slotId = event.id;
        }}
        eventClick={({ event }) => onEdit(event.extendedProps.slot as ServiceSlot)}
        eventChange={({ event, revert }) => {
          if (!event.start || !event.end) return revert();
          onMove(
            event.id,
            { starts_at: event.start.toISOString(), ends_at: event.end.toISOString() },
            revert,
          );
        }}
      />
    </Box>
  );
}
