'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PasswordField } from '@/components/password-field';
import { fieldErrorsOf, formErrorOf } from '@/lib/forms/field-errors';
import { signOutLocally } from '@/lib/session/session-manager';
import { type ProfileAccountType } from '../api/account-keys';
import { useDeleteAccount } from '../api/delete-account';

/** Closes the account for good, after the password is entered in a confirmation dialog. */
export function DeleteAccount({ type }: { type: ProfileAccountType }) {
  const t = useTranslations('account.settings.delete');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setPasswordError(null);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!password) {
      setPasswordError(tForms('required'));
      return;
    }
    remove.mutate(
      { type, password },
      {
        onSuccess: async () => {
          await signOutLocally();
          enqueueSnackbar(t('deleted'), { variant: 'success' });
          router.replace(routes.home);
        },
        onError: (error) => {
          setPasswordError(fieldErrorsOf(error).password ?? null);
          setFormError(formErrorOf(error, ['password']));
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('explanation')}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('dialogTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('dialogText')}</DialogContentText>
              <FormErrorAlert message={formError} />
              <PasswordField
                name="delete_password"
                label={t('password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
                error={Boolean(passwordError)}
                helperText={passwordError}
                fullWidth
                sx={{ mt: 1 }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={close} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
