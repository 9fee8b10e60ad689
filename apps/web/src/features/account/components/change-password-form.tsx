'use client';

import Stack from '@mui/material/Stack';
import { type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { PasswordField } from '@/components/password-field';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { type ProfileAccountType } from '../api/account-keys';
import { useChangePassword } from '../api/change-password';
import { credentialChangeOutcome, SettingsForm } from './settings-form';

/** The current password, then the new one twice; other sessions of the account end. */
export function ChangePasswordForm({ type }: { type: ProfileAccountType }) {
  const t = useTranslations('account.settings.password');
  const tForms = useTranslations('forms');
  const form = useFormFields({ current_password: '', new_password: '', confirmation: '' });
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      current_password: ['required'],
      new_password: ['password'],
    });
    if (!valid) return;
    if (form.values.confirmation !== form.values.new_password) {
      form.setErrors({ confirmation: tForms('passwordsDiffer') });
      return;
    }
    const { current_password, new_password } = form.values;
    change.mutate(
      { type, current_password, new_password },
      credentialChangeOutcome(form, t('changed')),
    );
  };

  return (
    <SettingsForm
      formError={form.formError}
      onSubmit={submit}
      pending={change.isPending}
      submitLabel={t('submit')}
      submitVariant="outlined"
    >
      <PasswordField
        {...form.fieldProps('current_password')}
        label={t('current')}
        autoComplete="current-password"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PasswordField
          {...form.fieldProps('new_password')}
          helperText={
            form.errors.new_password ?? tForms('passwordHint', { count: PASSWORD_MIN_LENGTH })
          }
          label={t('new')}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordField
          {...form.fieldProps('confirmation')}
          label={t('confirm')}
          autoComplete="new-password"
          fullWidth
        />
      </Stack>
    </SettingsForm>
  );
}
