'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { SignUpConsent } from '@/components/legal/legal-links';
import { PasswordField } from '@/components/password-field';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { useSignUpUser } from '../api/sign-up-user';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/** Sign-up as a buyer: first and last name, email and password; signed in right after. */
export function SignUpUserForm({ continueTo }: { continueTo: string | null }) {
  const t = useTranslations('auth.signUp');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const form = useFormFields({ first_name: '', last_name: '', email: '', password: '' });
  const signUp = useSignUpUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      first_name: ['required'],
      last_name: ['required'],
      email: ['required', 'email'],
      password: ['required', 'password'],
    });
    if (!valid) return;
    const { first_name, last_name, email, password } = form.values;
    signUp.mutate(
      {
        first_name: first_name.trim(),
        last_name: last_name.trim(),
        email: email.trim(),
        password,
      },
      {
        onSuccess: () => router.replace(afterSignInLocation(continueTo)),
        onError: (error) => form.showFailure(error, FIELDS),
      },
    );
  };

  return (
    <AuthLayout
      title={t('userTitle')}
      subtitle={t('userSubtitle')}
      footer={<AuthLinks current="sign-up-user" continueTo={continueTo} />}
    >
      <FormErrorAlert message={form.formError} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.fieldProps('first_name')}
            label={t('firstName')}
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            {...form.fieldProps('last_name')}
            label={t('lastName')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextField
          {...form.fieldProps('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...form.fieldProps('password')}
          helperText={
            form.errors.password ?? tForms('passwordHint', { count: PASSWORD_MIN_LENGTH })
          }
          label={t('password')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>
          {t('submitUser')}
        </Button>
        <SignUpConsent />
      </Stack>
    </AuthLayout>
  );
}
