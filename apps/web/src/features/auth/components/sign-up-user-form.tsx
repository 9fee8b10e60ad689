'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { useSignUpUser } from '../api/sign-up-user';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { SignUpForm } from './sign-up-form';

/** Sign-up as a buyer: first and last name, email and password; signed in right after. */
export function SignUpUserForm({ continueTo }: { continueTo: string | null }) {
  const t = useTranslations('auth.signUp');
  const form = useFormFields({ first_name: '', last_name: '', email: '', password: '' });
  const signUp = useSignUpUser();
  const { first_name, last_name, email, password } = form.values;

  return (
    <SignUpForm
      kind="user"
      continueTo={continueTo}
      form={form}
      nameRules={{ first_name: ['required'], last_name: ['required'] }}
      pending={signUp.isPending}
      send={(callbacks) =>
        signUp.mutate(
          {
            first_name: first_name.trim(),
            last_name: last_name.trim(),
            email: email.trim(),
            password,
          },
          callbacks,
        )
      }
    >
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
    </SignUpForm>
  );
}
