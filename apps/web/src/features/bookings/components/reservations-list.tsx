'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useCallback, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  bookingLimits,
  formatMoney,
  type Reservation,
  type ReservationStatus,
} from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { MessageButton } from '@/components/message-button';
import {
  useMyReservations,
  useUpdateReservation,
  type ReservationRole,
} from '@/entities/bookings/reservations';
import { useReservation } from '../api/get-reservation';

const statusColours: Record<
  ReservationStatus,
  'default' | 'success' | 'warning' | 'error' | 'info'
> = {
  requested: 'warning',
  confirmed: 'success',
  cancelled: 'default',
  completed: 'info',
  no_show: 'error',
};

/**
 * The caller's reservations: those of its services (provider) or its own bookings (customer).
 * Opened on one reservation (a notification's or mail's link, issue 35), that one comes first,
 * marked, whichever page of the list it is on.
 */
export function ReservationsList({
  focusedListingId,
  isProvider,
  initialRole,
  openedReservationId,
}: {
  focusedListingId: string | null;
  isProvider: boolean;
  initialRole: ReservationRole | null;
  openedReservationId: string | null;
}) {
  const t = useTranslations('bookings');
  const [role, setRole] = useState<ReservationRole>(
    isProvider ? (initialRole ?? 'provider') : 'customer',
  );
  const list = useMyReservations(role, role === 'provider' ? focusedListingId : null);
  const opened = useReservation(openedReservationId).data ?? null;
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (reservation) => reservation.id !== opened?.id,
  );

  return (
    <Stack spacing={2}>
      {isProvider ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={role}
          onChange={(_event, value: ReservationRole | null) => value && setRole(value)}
          aria-label={t('whose')}
        >
          <ToggleButton value="provider">{t('roles.provider')}</ToggleButton>
          <ToggleButton value="customer">{t('roles.customer')}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      {opened ? <ReservationRow reservation={opened} role={role} opened /> : null}
      {list.isPending ? null : items.length === 0 ? (
        opened ? null : (
          <EmptyState
            title={t('noReservationsTitle')}
            description={t(
              role === 'provider' ? 'noReservationsProvider' : 'noReservationsCustomer',
            )}
          />
        )
      ) : (
        <Stack spacing={1.5} data-testid="reservations">
          {items.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} role={role} />
          ))}
          {list.hasNextPage ? (
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function ReservationRow({
  reservation,
  role,
  opened = false,
}: {
  reservation: Reservation;
  role: ReservationRole;
  /** The reservation the page was opened on: marked, and scrolled to. */
  opened?: boolean;
}) {
  const t = useTranslations('bookings');
  const scrollToOpened = useCallback(
    (card: HTMLDivElement | null) => {
      if (opened) card?.scrollIntoView({ block: 'nearest' });
    },
    [opened],
  );
  const locale = useLocale();
  const update = useUpdateReservation();
  const [cancelling, setCancelling] = useState(false);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: reservation.slot.time_zone,
  }).format(new Date(reservation.slot.starts_at));
  const other = role === 'provider' ? reservation.customer : reservation.provider;
  const move = (status: ReservationStatus, reason?: string) =>
    update.mutate({ reservation, status, reason });

  return (
    <Card
      ref={scrollToOpened}
      sx={
        opened
          ? { p: 2, outline: 2, outlineColor: 'primary.main', bgcolor: 'action.selected' }
          : { p: 2 }
      }
      data-testid="reservation"
      data-status={reservation.status}
      data-opened={opened ? 'true' : undefined}
      aria-current={opened ? 'true' : undefined}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              #{reservation.number} ·{' '}
              {reservation.service.link ? (
                <NextLink href={reservation.service.link}>{reservation.service.title}</NextLink>
              ) : (
                reservation.service.title
              )}
            </Typography>
            <Chip
              size="small"
              color={statusColours[reservation.status]}
              label={t(`statuses.${reservation.status}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {when} · {t('seatCount', { count: reservation.seats })} ·{' '}
            {t(role === 'provider' ? 'customerName' : 'providerName', { name: other.display_name })}
            {reservation.total ? ` · ${formatMoney(reservation.total, locale)}` : ''}
          </Typography>
          {reservation.note ? (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              “{reservation.note}”
            </Typography>
          ) : null}
          {reservation.status_reason ? (
            <Typography variant="body2" color="text.secondary">
              {t('reason', { reason: reservation.status_reason })}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}>
          <MessageButton
            subject={{ kind: 'reservation', id: reservation.id, title: reservation.service.title }}
            recipient={other}
            label={role === 'provider' ? 'messageCustomer' : 'messageProvider'}
            variant="text"
            size="small"
            compose={false}
          />
          {reservation.next_statuses.includes('confirmed') ? (
            <Button
              size="small"
              variant="contained"
              onClick={() => move('confirmed')}
              disabled={update.isPending}
            >
              {t('actions.accept')}
            </Button>
          ) : null}
          {reservation.next_statuses.includes('completed') ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => move('completed')}
              disabled={update.isPending}
            >
              {t('actions.complete')}
            </Button>
          ) : null}
          {reservation.next_statuses.includes('no_show') ? (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              onClick={() => move('no_show')}
              disabled={update.isPending}
            >
              {t('actions.noShow')}
            </Button>
          ) : null}
          {reservation.next_statuses.includes('cancelled') ? (
            <Button
              size="small"
              color="error"
              onClick={() => setCancelling(true)}
              disabled={update.isPending}
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {update.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('updateFailed')}
        </Alert>
      ) : null}
      <CancelDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => {
          setCancelling(false);
          move('cancelled', reason);
        }}
      />
    </Card>
  );
}

function CancelDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useTranslations('bookings');
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('cancelTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('cancelReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: bookingLimits.reasonMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keep')}</Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(reason.trim())}>
          {t('actions.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
