'use client';

import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  AD_SERVICE_ID,
  formatMoney,
  httpStatus,
  signInLocation,
  type Money,
  type Reservation,
  type ServiceSlot,
} from '@bazaar/contracts';
import {
  addMonths,
  localToday,
  monthOf,
  monthRange,
  monthWeeks,
} from '@/entities/bookings/calendar-days';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { useJoinWaitlist, useMyWaitlist, useReserveSlot } from '@/entities/bookings/reservations';
import { useServiceSlots, zonedDate } from '@/entities/bookings/service-slots';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** Who looks: a visitor reserves; the owner and the owner's preview see the same, without it. */
export type AvailabilityViewer = 'visitor' | 'owner' | 'preview';

interface Props {
  listingId: string;
  viewer: AvailabilityViewer;
  /** The listing's price, for the slots that have none of their own. */
  price: Money | null;
}

/** Seats free for this viewer: those free for everyone and those a waiting-list offer holds for it. */
const seatsFree = (slot: ServiceSlot) =>
  Math.max(0, slot.seats - slot.seats_taken + slot.held_for_you);

function useTimeFormat(timeZone: string | undefined) {
  const locale = useLocale();
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format,
    [locale, timeZone],
  );
}

/**
 * The availability calendar of a Services item page (issue 18): a compact month picker, the
 * chosen day's slots (full ones greyed with their seats, not hidden), seats and a contact note
 * to reserve. Slots change state live through the public availability namespace. Loaded lazily,
 * so only Services item pages carry it.
 */
export default function ServiceAvailability({ listingId, viewer, price }: Props) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const today = localToday();
  const [month, setMonth] = useState(monthOf(today));
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const range = monthRange(month);
  const slots = useServiceSlots(listingId, range.from, range.to);
  useLiveAvailability([listingId]);

  const timeZone = slots.data?.[0]?.time_zone;
  const days = useMemo(() => {
    const byDay = new Map<string, ServiceSlot[]>();
    for (const slot of slots.data ?? []) {
      const day = zonedDate(slot.starts_at, slot.time_zone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return byDay;
  }, [slots.data]);
  // Until a day is picked, the first one of the month that still has seats.
  // (The month shown while the next one loads is not it: its days are not picked.)
  const firstOpenDay = [...days.entries()].find(
    ([date, list]) => monthOf(date) === month && list.some((item) => item.bookable),
  )?.[0];
  const day = chosenDay && monthOf(chosenDay) === month ? chosenDay : (firstOpenDay ?? null);
  const daySlots = day ? (days.get(day) ?? []) : [];
  const slot = daySlots.find((item) => item.id === slotId) ?? null;

  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${range.from}T12:00:00Z`));
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2026-11-23 is a Monday.
    return Array.from({ length: 7 }, (_, at) =>
      format.format(new Date(Date.UTC(2026, 10, 23 + at))),
    );
  }, [locale]);
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <Stack spacing={2} data-testid="service-availability">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={t('previousMonth')}
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeftRounded />
        </IconButton>
        <Typography component="h3" sx={{ fontWeight: 700, textTransform: 'capitalize' }}>
          {monthTitle}
        </Typography>
        <IconButton aria-label={t('nextMonth')} onClick={() => setMonth(addMonths(month, 1))}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
      <Box
        role="group"
        aria-label={t('pickDay')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {weekdayNames.map((name, at) => (
          <Typography
            key={at}
            aria-hidden
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', fontWeight: 600 }}
          >
            {name}
          </Typography>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date, at) => {
            if (!date) return <Box key={`blank-${at}`} />;
            const list = days.get(date) ?? [];
            const open = list.some((item) => item.bookable);
            const selected = date === day;
            return (
              <ButtonBase
                key={date}
                aria-pressed={selected}
                aria-label={`${dayLabel.format(new Date(`${date}T12:00:00Z`))}: ${t('slotsThatDay', { count: list.length })}`}
                disabled={list.length === 0}
                data-testid={`availability-day-${date}`}
                onClick={() => {
                  setChosenDay(date);
                  setSlotId(null);
                }}
                sx={{
                  aspectRatio: '1',
                  maxHeight: 44,
                  borderRadius: 2,
                  flexDirection: 'column',
                  fontWeight: open ? 700 : 400,
                  color: list.length === 0 ? 'text.disabled' : 'text.primary',
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  ...(selected ? { color: 'primary.contrastText' } : {}),
                  '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                {Number(date.slice(8))}
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 5,
                    height: 5,
                    borderRadius: '50%',
                    mt: 0.25,
                    bgcolor:
                      list.length === 0
                        ? 'transparent'
                        : selected
                          ? 'primary.contrastText'
                          : open
                            ? 'success.main'
                            : 'text.disabled',
                  }}
                />
              </ButtonBase>
            );
          })}
      </Box>

      {slots.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : slots.isError ? (
        <Alert severity="error">{t('slotsFailed')}</Alert>
      ) : day === null ? (
        <Typography color="text.secondary">{t('noSlotsThisMonth')}</Typography>
      ) : (
        <DaySlots
          slots={daySlots}
          selectedId={slot?.id ?? null}
          timeZone={timeZone}
          onSelect={(item) => setSlotId(item.id)}
          price={price}
        />
      )}
      {timeZone ? (
        <Typography variant="caption" color="text.secondary">
          {t('timesIn', { timeZone })}
        </Typography>
      ) : null}

      {slot ? (
        <ReserveSlot key={slot.id} slot={slot} viewer={viewer} listingId={listingId} />
      ) : null}
    </Stack>
  );
}

function DaySlots({
  slots,
  selectedId,
  timeZone,
  onSelect,
  price,
}: {
  slots: ServiceSlot[];
  selectedId: string | null;
  timeZone: string | undefined;
  onSelect: (slot: ServiceSlot) => void;
  price: Money | null;
}) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const time = useTimeFormat(timeZone);
  return (
    <Box
      role="group"
      aria-label={t('slotsOfDay')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1 }}
    >
      {slots.map((slot) => {
        const free = seatsFree(slot);
        const selected = slot.id === selectedId;
        const full = free === 0 || slot.cancelled || slot.blocked;
        const slotPrice = slot.price ?? price;
        return (
          <ButtonBase
            key={slot.id}
            data-testid="availability-slot"
            data-slot-id={slot.id}
            data-state={slot.cancelled ? 'cancelled' : slot.blocked ? 'blocked' : slot.state}
            aria-pressed={selected}
            onClick={() => onSelect(slot)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              p: 1.25,
              borderRadius: 2,
              border: '1px solid',
              borderColor: selected ? 'primary.main' : 'divider',
              boxShadow: selected
                ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`
                : 'none',
              bgcolor: full ? 'action.disabledBackground' : 'background.paper',
              color: full ? 'text.disabled' : 'text.primary',
              textAlign: 'left',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {time(new Date(slot.starts_at))}–{time(new Date(slot.ends_at))}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              data-testid="availability-slot-seats"
              sx={{ color: full ? 'text.disabled' : free <= 2 ? 'warning.main' : 'success.main' }}
            >
              {slot.cancelled
                ? t('cancelled')
                : slot.blocked
                  ? t('unavailable')
                  : free === 0
                    ? t('full', { seats: slot.seats })
                    : t('seatsFree', { free, seats: slot.seats })}
            </Typography>
            {slotPrice ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {formatMoney(slotPrice, locale)}
              </Typography>
            ) : null}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

function ReserveSlot({
  slot,
  viewer,
  listingId,
}: {
  slot: ServiceSlot;
  viewer: AvailabilityViewer;
  listingId: string;
}) {
  const t = useTranslations('bookings');
  const router = useRouter();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const free = seatsFree(slot);
  const [seats, setSeats] = useState(1);
  const [note, setNote] = useState('');
  // One key per confirmation: a retried click is the same reservation, not a second one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [made, setMade] = useState<Reservation | null>(null);
  // Where the account waits comes from the api, so a reload remembers it.
  const myWaitlist = useMyWaitlist(listingId, signedIn && viewer === 'visitor');
  const join = useJoinWaitlist(listingId);
  const waiting = myWaitlist.data?.items.find((entry) => entry.slot_id === slot.id) ?? null;
  const reserve = useReserveSlot(slot);

  if (viewer !== 'visitor') {
    return (
      <Alert severity="info" data-testid="availability-owner-note">
        {viewer === 'owner' ? t('ownerNote') : t('previewNote')}{' '}
        <NextLink href={`/profile/slots?${AD_SERVICE_ID}=${encodeURIComponent(listingId)}`}>
          {t('manageSlots')}
        </NextLink>
      </Alert>
    );
  }
  if (made) {
    return (
      <Alert severity="success" data-testid="reservation-made">
        {made.status === 'requested'
          ? t('reservedRequested', { number: made.number })
          : t('reservedConfirmed', { number: made.number })}{' '}
        <NextLink href="/profile/slots?section=reservations">{t('seeReservations')}</NextLink>
      </Alert>
    );
  }
  if (!signedIn) {
    return (
      <Button
        variant="contained"
        data-testid="reserve-sign-in"
        onClick={() =>
          router.push(signInLocation(`${window.location.pathname}${window.location.search}`))
        }
      >
        {t('signInToReserve')}
      </Button>
    );
  }
  if (slot.cancelled) return null;
  if (free === 0 || !slot.bookable) {
    if (free > 0) return <Typography color="text.secondary">{t('notBookable')}</Typography>;
    return (
      <Stack spacing={1} data-testid="waitlist">
        {waiting ? (
          <Alert severity={waiting.offered_until ? 'success' : 'info'}>
            {waiting.offered_until
              ? t('waitlistOffer', { until: new Date(waiting.offered_until).toLocaleString() })
              : t('waitlistPosition', { position: waiting.position })}
          </Alert>
        ) : (
          <Button
            variant="outlined"
            // Until the api has said where the account waits, the button would mislead.
            disabled={myWaitlist.isPending}
            loading={join.isPending}
            onClick={() => join.mutate({ slotId: slot.id, seats: 1 })}
          >
            {t('joinWaitlist')}
          </Button>
        )}
        {join.isError ? <Alert severity="error">{t('waitlistFailed')}</Alert> : null}
      </Stack>
    );
  }

  const conflict = isApiError(reserve.error) && reserve.error.status === httpStatus.CONFLICT;
  return (
    <Stack
      component="form"
      spacing={1.5}
      data-testid="reserve-form"
      onSubmit={(event) => {
        event.preventDefault();
        reserve.mutate(
          { seats: Math.min(seats, free), note, idempotency_key: idempotencyKey },
          {
            onSuccess: setMade,
            onError: () => setIdempotencyKey(newIdempotencyKey()),
          },
        );
      }}
    >
      {slot.held_for_you > 0 ? (
        <Alert severity="success" data-testid="seat-held-for-you">
          {t('heldForYou')}
        </Alert>
      ) : null}
      <TextField
        type="number"
        label={t('seats')}
        value={seats}
        onChange={(event) => setSeats(Math.max(1, Math.min(free, Number(event.target.value) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: free, 'data-testid': 'reserve-seats' } }}
        helperText={t('seatsFree', { free, seats: slot.seats })}
        size="small"
      />
      <TextField
        label={t('note')}
        placeholder={t('notePlaceholder')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'reserve-note' } }}
        size="small"
      />
      {reserve.isError ? (
        <Alert severity={conflict ? 'warning' : 'error'}>
          {conflict
            ? t('seatsGone')
            : isApiError(reserve.error)
              ? reserve.error.user_message
              : t('reserveFailed')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={reserve.isPending}
        data-testid="reserve-submit"
      >
        {t('reserve', { seats })}
      </Button>
    </Stack>
  );
}
