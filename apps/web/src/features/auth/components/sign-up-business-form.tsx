'use client';

import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { accountDisplayName, PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { SignUpConsent } from '@/components/legal/legal-links';
import { PasswordField } from '@/components/password-field';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { useSignUpBusiness } from '../api/sign-up-business';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';

const FIELDS = ['account_name', 'business_name', 'email', 'password'] as const;

/** Sign-up as a business (a seller): account name, business name and which of them is shown. */
export function SignUpBusinessForm({ continueTo }: { continueTo: string | null }) {
  const t = useTranslations('auth.signUp');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const form = useFormFields({ account_name: '', business_name: '', email: '', password: '' });
  const [showBusinessName, setShowBusinessName] = useState(false);
  const signUp = useSignUpBusiness();
  const shownName = accountDisplayName({
    account_name: form.values.account_name.trim(),
    business_name: form.values.business_name.trim(),
    business_name_as_account_name: showBusinessName,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      account_name: ['required'],
      business_name: ['required'],
      email: ['required', 'email'],
      password: ['required', 'password'],
    });
    if (!valid) return;
    const { account_name, business_name, email, password } = form.values;
    signUp.mutate(
      {
        account_name: account_name.trim(),
        business_name: business_name.trim(),
        business_name_as_account_name: showBusinessName,
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
      title={t('businessTitle')}
      subtitle={t('businessSubtitle')}
      footer={<AuthLinks current="sign-up-business" continueTo={continueTo} />}
    >
      <FormErrorAlert message={form.formError} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <TextField
          {...form.fieldProps('account_name')}
          helperText={form.errors.account_name ?? t('accountNameHint')}
          label={t('accountName')}
          autoComplete="username"
          required
          fullWidth
        />
        <TextField
          {...form.fieldProps('business_name')}
          label={t('businessName')}
          autoComplete="organization"
          required
          fullWidth
        />
        <Stack spacing={0}>
          <FormControlLabel
            control={
              <Switch
                name="business_name_as_account_name"
                checked={showBusinessName}
                onChange={(event) => setShowBusinessName(event.target.checked)}
              />
            }
            label={t('businessNameAsAccountName')}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {shownName ? t('shownAs', { name: shownName }) : t('shownAsHint')}
          </FormHelperText>
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
          {t('submitBusiness')}
        </Button>
        <SignUpConsent />
      </Stack>
    </AuthLayout>
  );
}
