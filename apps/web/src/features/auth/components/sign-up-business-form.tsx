'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { accountDisplayName } from '@bazaar/contracts';
import { useSignUpBusiness } from '../api/sign-up-business';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { SignUpForm } from './sign-up-form';

/** Sign-up as a business (a seller): account name, business name and which of them is shown. */
export function SignUpBusinessForm({ continueTo }: { continueTo: string | null }) {
  const t = useTranslations('auth.signUp');
  const form = useFormFields({ account_name: '', business_name: '', email: '', password: '' });
  const [showBusinessName, setShowBusinessName] = useState(false);
  const signUp = useSignUpBusiness();
  const { account_name, business_name, email, password } = form.values;
  const shownName = accountDisplayName({
    account_name: account_name.trim(),
    business_name: business_name.trim(),
    business_name_as_account_name: showBusinessName,
  });

  return (
    <SignUpForm
      kind="business"
      continueTo={continueTo}
      form={form}
      nameRules={{ account_name: ['required'], business_name: ['required'] }}
      pending={signUp.isPending}
      send={(callbacks) =>
        signUp.mutate(
          {
            account_name: account_name.trim(),
            business_name: business_name.trim(),
            business_name_as_account_name: showBusinessName,
            email: email.trim(),
            password,
          },
          callbacks,
        )
      }
    >
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
    </SignUpForm>
  );
}
