'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  AD_SERVICE_ID,
  httpStatus,
  reservationPagePath,
  signInLocation,
  type Reservation,
  type ServiceSlot,
} from '@bazaar/contracts';
import { useJoinWaitlist, useMyWaitlist, useReserveSlot } from '@/entities/bookings/reservations';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** Who looks: a visitor reserves; the owner and the owner's preview see the same, without it. */
export type AvailabilityViewer = 'visitor' | 'owner' | 'preview';

/** Seats free for this viewer: those free for everyone and those a waiting-list offer holds for it. */
export const seatsFree = (slot: ServiceSlot) =>
  Math.max(0, slot.seats - slot.seats_taken + slot.held_for_you);

/** Under the chosen slot: its reservation form, its waiting list, or why there is none. */
export function ReserveSlot({
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
        <NextLink href={reservationPagePath({ role: 'customer', reservationId: made.id })}>
          {t('seeReservations')}
        </NextLink>
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
