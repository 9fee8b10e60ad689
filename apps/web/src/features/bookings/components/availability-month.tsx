'use client';

import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import type { ServiceSlot } from '@bazaar/contracts';
import { addMonths, monthOf, monthRange, monthWeeks } from '@/entities/bookings/calendar-days';

/** The compact month picker: each day with slots can be picked, a dot telling whether seats are free. */
export function AvailabilityMonth({
  month,
  today,
  days,
  day,
  setMonth,
  pickDay,
}: {
  month: string;
  today: string;
  /** The month's slots by day (in the provider's zone). */
  days: ReadonlyMap<string, ServiceSlot[]>;
  /** The day picked, or shown as picked. */
  day: string | null;
  setMonth: (month: string) => void;
  pickDay: (date: string) => void;
}) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const range = monthRange(month);
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
    <>
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
                onClick={() => pickDay(date)}
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
    </>
  );
}
