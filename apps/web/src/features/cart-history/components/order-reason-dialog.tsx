'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type Order } from '@bazaar/contracts';
import { ORDER_REASON_MAX, type ReasonedAction } from '../order-state';

interface Props {
  order: Pick<Order, 'number'>;
  action: ReasonedAction;
  /** Who is told: the other side of the order. */
  otherParty: string;
  open: boolean;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/**
 * Asks before an order is declined or cancelled, with an optional reason the other side is
 * shown. The dialog stays open while the call runs; the caller closes it when it succeeded.
 */
export function OrderReasonDialog({
  order,
  action,
  otherParty,
  open,
  pending,
  onConfirm,
  onClose,
}: Props) {
  const t = useTranslations('cartHistory.reasonDialog');
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');

  const close = () => {
    if (!pending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim() || undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      // A failed call keeps the typed reason for a retry; it goes once the dialog is closed.
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(`${action}.title`, { number: order.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t(`${action}.text`, { name: otherParty })}
          </DialogContentText>
          <TextField
            name="reason"
            label={t('reason')}
            placeholder={t(`${action}.placeholder`)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={t('reasonHint', { name: otherParty })}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ORDER_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={pending}>
            {t('keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending}>
            {t(`${action}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
