'use client';

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { Money, ServiceSlot } from '@bazaar/contracts';
import { localToday, monthOf, monthRange } from '@/entities/bookings/calendar-days';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { useServiceSlots, zonedDate } from '@/entities/bookings/service-slots';
import { DaySlots } from './availability-day-slots';
import { AvailabilityMonth } from './availability-month';
import { ReserveSlot, type AvailabilityViewer } from './reserve-slot';

interface Props {
  listingId: string;
  viewer: AvailabilityViewer;
  /** The listing's price, for the slots that have none of their own. */
  price: Money | null;
}

/**
 * The availability calendar of a Services item page (issue 18): a compact month picker, the
 * chosen day's slots (full ones greyed with their seats, not hidden), seats and a contact note
 * to reserve. Slots change state live through the public availability namespace. Loaded lazily,
 * so only Services item pages carry it.
 */
export default function ServiceAvailability({ listingId, viewer, price }: Props) {
  const t = useTranslations('bookings');
  const today = localToday();
  const [month, setMonth] = useState(monthOf(today));
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const range = monthRange(month);
  const watching = useLiveAvailability([listingId]);
  const slots = useServiceSlots(listingId, range.from, range.to, { enabled: watching });

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

  return (
    <Stack spacing={2} data-testid="service-availability">
      <AvailabilityMonth
        month={month}
        today={today}
        days={days}
        day={day}
        setMonth={setMonth}
        pickDay={(date) => {
          setChosenDay(date);
          setSlotId(null);
        }}
      />

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
