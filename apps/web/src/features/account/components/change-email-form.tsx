'use client';

import Stack from '@mui/material/Stack';
import { type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PasswordField } from '@/components/password-field';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { type ProfileAccountType } from '../api/account-keys';
import { useChangeEmail } from '../api/change-email';
import { credentialChangeOutcome, SettingsForm } from './settings-form';
import { EmailField } from '@/components/email-field';

/** A new email address, confirmed with the password. */
export function ChangeEmailForm({ type }: { type: ProfileAccountType }) {
  const t = useTranslations('account.settings.email');
  const form = useFormFields({ email: '', password: '' });
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ email: ['required', 'email'], password: ['required'] })) return;
    change.mutate(
      { type, email: form.values.email.trim(), password: form.values.password },
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <EmailField
          {...form.fieldProps('email')}
          // Its own name, so browsers do not fill in the sign-in address here.
          name="new_email"
          label={t('newEmail')}
        />
        <PasswordField
          {...form.fieldProps('password')}
          name="email_password"
          label={t('password')}
          autoComplete="current-password"
          fullWidth
        />
      </Stack>
    </SettingsForm>
  );
}
