'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type Money, type ServiceSlot } from '@bazaar/contracts';
import { seatsFree } from './reserve-slot';

function useTimeFormat(timeZone: string | undefined) {
  const locale = useLocale();
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format,
    [locale, timeZone],
  );
}

/** The chosen day's slots, full ones greyed with their seats rather than hidden. */
export function DaySlots({
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
