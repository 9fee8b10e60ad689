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
import { useLocale, useTranslations } from 'use-intl';
import { bookingLimits, type ServiceSlot } from '@bazaar/contracts';
import { majorToMinor, minorToMajor } from '@/lib/forms/numbers';
import { useUpdateSlot } from '../api/update-slot';

/** Minor units from a price typed in major units ("12.50" → 1250); null when empty or invalid. */
export function priceMinorOf(text: string): number | null {
  const minor = majorToMinor(text);
  return typeof minor === 'number' ? minor : null;
}

/** One slot's seats and price, or its cancellation (its reservations are cancelled too). */
export function SlotDialog({ slot, onClose }: { slot: ServiceSlot; onClose: () => void }) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const update = useUpdateSlot();
  const [seats, setSeats] = useState(String(slot.seats));
  const [price, setPrice] = useState(slot.price ? minorToMajor(slot.price.amount_minor) : '');
  const seatsValue = Number(seats);
  const seatsValid =
    Number.isInteger(seatsValue) &&
    seatsValue >= Math.max(1, slot.seats_taken) &&
    seatsValue <= bookingLimits.seatsMax;
  // In the provider's zone, as the scheduler shows it.
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: slot.time_zone,
  }).format(new Date(slot.starts_at));
  const save = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate({ slotId: slot.id, body }, { onSuccess: onClose });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="slot-dialog">
      <DialogTitle>{when}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('seatsTaken', { taken: slot.seats_taken, seats: slot.seats })}
          </Typography>
          <TextField
            type="number"
            label={t('seats')}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            error={!seatsValid}
            helperText={t('seatsAtLeast', { taken: slot.seats_taken })}
            disabled={slot.cancelled}
            slotProps={{
              htmlInput: { min: Math.max(1, slot.seats_taken), max: bookingLimits.seatsMax },
            }}
          />
          <TextField
            label={t('slotPrice')}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            helperText={t('slotPriceHint')}
            disabled={slot.cancelled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {update.isError ? <Alert severity="error">{t('slotChangeFailed')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {slot.cancelled ? null : (
          <Button
            color="error"
            onClick={() => save({ cancelled: true })}
            disabled={update.isPending}
          >
            {t('cancelSlot')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
        {slot.cancelled ? null : (
          <Button
            variant="contained"
            disabled={!seatsValid || update.isPending}
            onClick={() => save({ seats: seatsValue, price_minor: priceMinorOf(price) })}
          >
            {t('save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
