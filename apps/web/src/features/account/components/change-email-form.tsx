'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { emailSchema } from '@bazaar/contracts';
import { PasswordField } from '@/components/password-field';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { type ProfileAccountType } from '../api/account-keys';
import { useChangeEmail } from '../api/change-email';

/** A new email address, confirmed with the password. */
export function ChangeEmailForm({ type }: { type: ProfileAccountType }) {
  const t = useTranslations('account.settings.email');
  const tForms = useTranslations('forms');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    if (!email.trim()) found.email = tForms('required');
    else if (!emailSchema.safeParse(email).success) found.email = tForms('invalidEmail');
    if (!password) found.password = tForms('required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { type, email: email.trim(), password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
          enqueueSnackbar(t('changed'), { variant: 'success' });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFormError(formErrorOf(error, ['email', 'password']));
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="new_email"
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          fullWidth
        />
        <PasswordField
          name="email_password"
          label={t('password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
          fullWidth
        />
      </Stack>
      <Button
        type="submit"
        variant="outlined"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('submit')}
      </Button>
    </Stack>
  );
}
