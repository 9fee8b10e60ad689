'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminListingRow } from '@bazaar/contracts';
import { useSetListingBlocked } from '../api/set-listing-blocked';
import { BLOCK_REASON_MAX, blockReasonProblem } from '../listing-state';

interface Props {
  /** The listing to block; null keeps the dialog closed. */
  listing: AdminListingRow | null;
  onClose: () => void;
}

/** Asks an administrator why a listing is blocked (its owner is shown the reason), then blocks it. */
export function BlockListingDialog({ listing, onClose }: Props) {
  const t = useTranslations('myListings.blockDialog');
  const tForms = useTranslations('forms');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const block = useSetListingBlocked();

  const close = () => {
    if (block.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!listing) return;
    const problem = blockReasonProblem(reason);
    if (problem) {
      setError(problem.kind === 'required' ? tForms('required') : t('tooShort', problem));
      return;
    }
    block.mutate(
      { id: listing.id, blocked: true, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('blocked', { title: listing.title }), { variant: 'success' });
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={listing !== null}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('text', { title: listing?.title ?? '' })}
          </DialogContentText>
          <TextField
            name="reason"
            label={t('reason')}
            placeholder={t('reasonPlaceholder')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? t('reasonHint')}
            multiline
            minRows={3}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={block.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={block.isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
