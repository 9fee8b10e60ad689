'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PREPAY_CURRENCY, type AdminAccount } from '@bazaar/contracts';
import { positiveMinorUnits } from '@/lib/forms/numbers';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useTopUpBalance } from '../api/top-up-balance';
import { apiErrorText, fieldErrorOf } from './api-error-text';

interface Props {
  account: AdminAccount;
  open: boolean;
  onClose: () => void;
}

/** Tops up the account's prepaid balance; the administrator is the entry's author. */
export function TopUpDialog({ account, open, onClose }: Props) {
  const t = useTranslations('userManager.topUp');
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  // One key while the dialog is open: a second click of a slow request posts once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const topUp = useTopUpBalance();

  const clear = () => {
    setAmount('');
    setNote('');
    setAmountError(null);
    setIdempotencyKey(crypto.randomUUID());
    topUp.reset();
  };
  const close = () => {
    if (topUp.isPending) return;
    clear();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = positiveMinorUnits(amount);
    if (minor === null) {
      setAmountError(t('invalidAmount'));
      return;
    }
    topUp.mutate(
      { id: account.id, body: { amount_minor: minor, note: note.trim() }, idempotencyKey },
      {
        onSuccess: () => {
          enqueueSnackbar(t('done', { name: account.display_name }), { variant: 'success' });
          clear();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('text', { name: account.display_name })}
          </DialogContentText>
          <Stack spacing={2}>
            <FormErrorAlert message={topUp.isError ? apiErrorText(topUp.error) : null} />
            <TextField
              name="amount"
              label={t('amount')}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(null);
              }}
              error={amountError !== null || Boolean(fieldErrorOf(topUp.error, 'amount_minor'))}
              helperText={amountError ?? fieldErrorOf(topUp.error, 'amount_minor')}
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  endAdornment: <InputAdornment position="end">{PREPAY_CURRENCY}</InputAdornment>,
                },
              }}
            />
            <TextField
              name="note"
              label={t('note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={topUp.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={topUp.isPending}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
