'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { PasswordField } from '@/components/password-field';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { type ProfileAccountType } from '../api/account-keys';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', new_password: '', confirmation: '' };

/** The current password, then the new one twice; other sessions of the account end. */
export function ChangePasswordForm({ type }: { type: ProfileAccountType }) {
  const t = useTranslations('account.settings.password');
  const tForms = useTranslations('forms');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    if (!values.current_password) found.current_password = tForms('required');
    if (values.new_password.length < PASSWORD_MIN_LENGTH)
      found.new_password = tForms('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
    if (values.confirmation !== values.new_password) found.confirmation = tForms('passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { type, current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          enqueueSnackbar(t('changed'), { variant: 'success' });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFormError(formErrorOf(error, ['current_password', 'new_password']));
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
      <PasswordField
        {...field('current_password')}
        label={t('current')}
        autoComplete="current-password"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PasswordField
          {...field('new_password')}
          helperText={errors.new_password ?? tForms('passwordHint', { count: PASSWORD_MIN_LENGTH })}
          label={t('new')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirmation')}
          label={t('confirm')}
          autoComplete="new-password"
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
