'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  accountTypes,
  mayCreateAccountOfType,
  type AccountType,
  type CreatedAccount,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useCreateAccount } from '../api/create-account';
import { apiErrorText, fieldErrorOf } from './api-error-text';
import { PasswordShownOnce } from './password-shown-once';

interface Props {
  open: boolean;
  /** Who adds: only a super admin is offered administrators' accounts. */
  viewerType: AccountType;
  onClose: () => void;
  onOpenAccount: (id: string) => void;
}

interface Draft {
  type: AccountType;
  email: string;
  first_name: string;
  last_name: string;
  account_name: string;
  business_name: string;
}

const emptyDraft: Draft = {
  type: 'BUYER',
  email: '',
  first_name: '',
  last_name: '',
  account_name: '',
  business_name: '',
};

/** Adds an account of any type the viewer may add; its generated password is shown once. */
export function AddAccountDialog({ open, viewerType, onClose, onOpenAccount }: Props) {
  const t = useTranslations('userManager');
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const create = useCreateAccount();
  const fieldError = (field: string) => fieldErrorOf(create.error, field);

  const close = () => {
    if (create.isPending) return;
    setDraft(emptyDraft);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seller = draft.type === 'SELLER';
    create.mutate(
      {
        type: draft.type,
        email: draft.email,
        first_name: draft.first_name,
        last_name: draft.last_name,
        ...(seller && draft.account_name ? { account_name: draft.account_name } : {}),
        ...(seller && draft.business_name ? { business_name: draft.business_name } : {}),
      },
      { onSuccess: setCreated },
    );
  };

  const field = (name: keyof Omit<Draft, 'type'>, required = false) => (
    <TextField
      name={name}
      label={t(`fields.${name}`)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      required={required}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {created ? (
        <>
          <DialogTitle id={titleId}>
            {t('add.created', { name: created.account.display_name })}
          </DialogTitle>
          <DialogContent>
            <PasswordShownOnce password={created.password} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" onClick={close}>
              {t('close')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                const id = created.account.id;
                close();
                onOpenAccount(id);
              }}
            >
              {t('add.open')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormErrorAlert message={create.isError ? apiErrorText(create.error) : null} />
              <TextField
                select
                name="type"
                label={t('fields.type')}
                value={draft.type}
                onChange={(event) =>
                  setDraft({ ...draft, type: event.target.value as AccountType })
                }
                fullWidth
              >
                {accountTypes
                  .filter((type) => mayCreateAccountOfType(viewerType, type))
                  .map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`types.${type}`)}
                    </MenuItem>
                  ))}
              </TextField>
              {field('email', true)}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('first_name')}
                {field('last_name')}
              </Stack>
              {draft.type === 'SELLER' ? (
                <>
                  {field('account_name', true)}
                  {field('business_name')}
                </>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" onClick={close} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              {t('add.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
