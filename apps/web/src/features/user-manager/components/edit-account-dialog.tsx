'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminAccount, type AdminAccountUpdateBody } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useUpdateAccount } from '../api/update-account';
import { apiErrorText, fieldErrorOf } from './api-error-text';

interface Props {
  account: AdminAccount;
  open: boolean;
  onClose: () => void;
}

function draftOf(account: AdminAccount) {
  return {
    email: account.email,
    first_name: account.first_name ?? '',
    last_name: account.last_name ?? '',
    phone: account.phone ?? '',
    account_name: account.seller?.account_name ?? '',
    business_name: account.seller?.business_name ?? '',
    business_name_as_account_name: account.seller?.business_name_as_account_name ?? false,
  };
}

type Draft = ReturnType<typeof draftOf>;
type TextKey = Exclude<keyof Draft, 'business_name_as_account_name'>;

/** Edits an account's profile; only the fields that changed are sent (and kept in the trail). */
export function EditAccountDialog({ account, open, onClose }: Props) {
  const t = useTranslations('userManager');
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(account));
  const update = useUpdateAccount();

  const close = () => {
    if (update.isPending) return;
    setDraft(draftOf(account));
    update.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const before = draftOf(account);
    const body: AdminAccountUpdateBody = {};
    if (draft.email !== before.email) body.email = draft.email;
    if (draft.first_name !== before.first_name) body.first_name = draft.first_name;
    if (draft.last_name !== before.last_name) body.last_name = draft.last_name;
    if (draft.phone !== before.phone) body.phone = draft.phone.trim() ? draft.phone : null;
    if (account.seller) {
      if (draft.account_name !== before.account_name) body.account_name = draft.account_name;
      if (draft.business_name !== before.business_name) {
        body.business_name = draft.business_name.trim() ? draft.business_name : null;
      }
      if (draft.business_name_as_account_name !== before.business_name_as_account_name) {
        body.business_name_as_account_name = draft.business_name_as_account_name;
      }
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: account.id, body },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('edit.saved', { name: saved.display_name }), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  const field = (name: TextKey) => (
    <TextField
      name={name}
      label={t(`fields.${name}`)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(fieldErrorOf(update.error, name))}
      helperText={fieldErrorOf(update.error, name)}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('edit.title', { name: account.display_name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={update.isError ? apiErrorText(update.error) : null} />
            {field('email')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('first_name')}
              {field('last_name')}
            </Stack>
            {field('phone')}
            {account.seller ? (
              <>
                {field('account_name')}
                {field('business_name')}
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.business_name_as_account_name}
                      onChange={(event) =>
                        setDraft({ ...draft, business_name_as_account_name: event.target.checked })
                      }
                    />
                  }
                  label={t('fields.business_name_as_account_name')}
                />
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
