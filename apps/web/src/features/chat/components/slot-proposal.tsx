'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { reservationPagePath, type Reservation, type ServiceSlot } from '@bazaar/contracts';
import { localToday } from '@/entities/bookings/calendar-days';
import { useReserveSlot } from '@/entities/bookings/reservations';
import { useServiceSlots } from '@/entities/bookings/service-slots';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { slotTimeText } from '../slot-time';

/** How far ahead a proposal picks from: four weeks (inside the slots query's span). */
const PROPOSAL_DAYS = 28;

interface DialogProps {
  open: boolean;
  /** The Services listing whose free slots are offered. */
  serviceId: string;
  onClose: () => void;
  onSend: (slotId: string) => void;
}

/**
 * "Propose a time" about a service: one of its free slots of the next four weeks, in the
 * provider's time zone. The list follows the availability namespace while it is open.
 */
export function SlotProposalDialog({ open, serviceId, onClose, onSend }: DialogProps) {
  const t = useTranslations('chat.slotDialog');
  const locale = useLocale();
  const from = localToday();
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + (PROPOSAL_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const slots = useServiceSlots(serviceId, from, to, { enabled: open });
  const free = (slots.data ?? []).filter((slot) => slot.bookable);
  const [picked, setPicked] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const chosen = free.find((slot) => slot.id === picked) ?? null;

  const close = () => {
    setPicked(null);
    setTouched(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!chosen) return;
          onSend(chosen.id);
          setPicked(null);
          setTouched(false);
        }}
      >
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          {slots.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
              <CircularProgress size={28} />
            </Box>
          ) : slots.isError ? (
            <Alert severity="error">{t('failed')}</Alert>
          ) : free.length === 0 ? (
            <Typography color="text.secondary">{t('none')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('hint', { timeZone: free[0]!.time_zone })}
              </Typography>
              <RadioGroup
                aria-label={t('slots')}
                value={picked ?? ''}
                onChange={(event) => setPicked(event.target.value)}
                sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
                data-testid="proposal-slots"
              >
                {free.map((slot) => (
                  <FormControlLabel
                    key={slot.id}
                    value={slot.id}
                    control={<Radio size="small" />}
                    label={slotTimeText(slot.starts_at, slot.time_zone, locale)}
                    data-testid="proposal-slot"
                  />
                ))}
              </RadioGroup>
              {touched && !chosen ? (
                <Typography variant="body2" color="error" role="alert">
                  {t('pick')}
                </Typography>
              ) : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={free.length === 0}
            data-testid="send-time-proposal"
          >
            {t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A proposed slot's seats as they are now (the card follows the availability namespace). */
export function ProposedSlotSeats({ slot }: { slot: ServiceSlot }) {
  const t = useTranslations('chat.proposal');
  const free = Math.max(0, slot.seats - slot.seats_taken);
  return (
    <Typography variant="body2" data-testid="proposal-seats" data-bookable={slot.bookable}>
      {slot.cancelled
        ? t('cancelled')
        : free === 0
          ? t('full')
          : !slot.bookable
            ? t('closed')
            : t('seatsFree', { free, seats: slot.seats })}
    </Typography>
  );
}

/**
 * "Reserve this time" on a proposed slot, for the side that books: one seat, through the
 * bookings api (which refuses the provider, and a slot that filled meanwhile).
 */
export function ReserveProposedSlot({ slot }: { slot: ServiceSlot }) {
  const t = useTranslations('chat.proposal');
  const reserve = useReserveSlot(slot);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [made, setMade] = useState<Reservation | null>(null);

  if (made) {
    return (
      <Typography variant="body2" data-testid="proposal-reserved">
        {t('reserved', { number: made.number })}{' '}
        <MuiLink
          component={NextLink}
          href={reservationPagePath({ role: 'customer', reservationId: made.id })}
          color="inherit"
          sx={{ fontWeight: 700 }}
        >
          {t('seeReservations')}
        </MuiLink>
      </Typography>
    );
  }
  if (!slot.bookable) return null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="secondary"
        loading={reserve.isPending}
        data-testid="reserve-proposed-slot"
        onClick={() =>
          reserve.mutate(
            { seats: 1, note: '', idempotency_key: idempotencyKey },
            { onSuccess: setMade, onError: () => setIdempotencyKey(newIdempotencyKey()) },
          )
        }
      >
        {t('reserve')}
      </Button>
      {reserve.isError ? (
        <Typography variant="body2" role="alert">
          {isApiError(reserve.error) && reserve.error.user_message
            ? reserve.error.user_message
            : t('reserveFailed')}
        </Typography>
      ) : null}
    </>
  );
}
