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
import { type AccountStatusChange, type AdminAccount } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useChangeAccountStatus } from '../api/change-account-status';
import { apiErrorText } from './api-error-text';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface Props {
  account: AdminAccount;
  /** The change asked for; null keeps the dialog closed. */
  change: AccountStatusChange | null;
  onClose: () => void;
}

/** Blocking, pausing and unblocking say why: the owner is told the reason in a notification. */
export function AccountStatusDialog({ account, change, onClose }: Props) {
  const t = useTranslations('userManager.statusDialog');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useChangeAccountStatus();

  const close = () => {
    if (mutation.isPending) return;
    setReason('');
    setFieldError(null);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change) return;
    if (reason.trim().length < REASON_MIN) {
      setFieldError(t('tooShort', { min: REASON_MIN }));
      return;
    }
    mutation.mutate(
      { id: account.id, change, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t(`done.${change}`, { name: account.display_name }), {
            variant: 'success',
          });
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={change !== null}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {change ? t(`title.${change}`, { name: account.display_name }) : null}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('text')}</DialogContentText>
          <FormErrorAlert message={mutation.isError ? apiErrorText(mutation.error) : null} />
          <TextField
            name="reason"
            label={t('reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            multiline
            minRows={3}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={change === 'unblock' ? 'primary' : 'error'}
            loading={mutation.isPending}
          >
            {change ? t(`confirm.${change}`) : null}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
