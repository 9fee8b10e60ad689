'use client';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  PREPAY_CURRENCY,
  TOP_UP_MAX_MINOR,
  TOP_UP_MIN_MINOR,
} from '@bazaar/contracts';
import { majorToMinor, minorToMajor } from '@/lib/forms/numbers';
import { useStartTopUp } from '../api/start-top-up';

const SUGGESTED_MINOR = [1000, 2000, 5000, 10_000];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The amount of a top-up; then the payment provider's checkout page takes over. */
export function TopUpDialog({ open, onClose }: Props) {
  const t = useTranslations('prepayHistory.topUp');
  const locale = useLocale();
  const [text, setText] = useState(minorToMajor(2000));
  const [touched, setTouched] = useState(false);
  const start = useStartTopUp();
  const minor = majorToMinor(text);
  const money = (amount_minor: number) =>
    formatMoney({ amount_minor, currency: PREPAY_CURRENCY }, locale);
  const problem =
    typeof minor !== 'number'
      ? t('invalid')
      : minor < TOP_UP_MIN_MINOR
        ? t('tooSmall', { amount: money(TOP_UP_MIN_MINOR) })
        : minor > TOP_UP_MAX_MINOR
          ? t('tooLarge', { amount: money(TOP_UP_MAX_MINOR) })
          : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null && typeof minor === 'number') start.mutate(minor);
  };

  return (
    <Dialog
      open={open}
      onClose={start.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('text')}</DialogContentText>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {SUGGESTED_MINOR.map((amount) => (
            <Chip
              key={amount}
              label={money(amount)}
              onClick={() => setText(minorToMajor(amount))}
              color={minor === amount ? 'primary' : 'default'}
              variant={minor === amount ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        <TextField
          fullWidth
          label={t('amount')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched && problem ? problem : t('hint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 12 },
            input: {
              startAdornment: <InputAdornment position="start">{PREPAY_CURRENCY}</InputAdornment>,
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={start.isPending} color="inherit">
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={start.isPending}>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
