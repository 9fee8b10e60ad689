'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { MAX_ATTEMPTS_CODE } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PasswordField } from '@/components/password-field';
import { isApiError } from '@/lib/api-client';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { useSignIn } from '../api/sign-in';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { EmailLinkRequest } from './email-link-request';
import { EmailField } from '@/components/email-field';

export type SignInNotice = 'password-changed' | null;

interface Props {
  /** The `continue` query parameter: where to go once signed in. */
  continueTo: string | null;
  notice: SignInNotice;
  /** Open the "Forgot password?" request at once (from an expired restore link). */
  startWithRestore: boolean;
}

type Mode = 'password' | 'restore' | 'link';

/** Sign in with email and password; or ask for a new-password link or a one-time sign-in link. */
export function SignInForm({ continueTo, notice, startWithRestore }: Props) {
  const t = useTranslations('auth.signIn');
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(startWithRestore ? 'restore' : 'password');
  // Password sign-in is throttled; the mailed link still works (ADR 0027).
  const [throttled, setThrottled] = useState(false);
  const form = useFormFields({ email: '', password: '' });
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setThrottled(false);
    if (!form.validate({ email: ['required', 'email'], password: ['required'] })) return;
    signIn.mutate(
      { email: form.values.email.trim(), password: form.values.password },
      {
        onSuccess: (session) => router.replace(afterSignInLocation(continueTo, session.userType)),
        onError: (error) => {
          if (isApiError(error) && error.error_code === MAX_ATTEMPTS_CODE) {
            form.setErrors({});
            form.setFormError(null);
            setThrottled(true);
            return;
          }
          form.showFailure(error, ['email', 'password']);
        },
      },
    );
  };

  if (mode !== 'password') {
    return (
      <EmailLinkRequest
        kind={mode}
        initialEmail={form.values.email}
        onBack={() => setMode('password')}
      />
    );
  }

  return (
    <AuthLayout
      title={t('title')}
      subtitle={t('subtitle')}
      footer={<AuthLinks current="sign-in" continueTo={continueTo} />}
    >
      {notice === 'password-changed' ? (
        <Alert severity="success" role="status">
          {t('passwordChanged')}
        </Alert>
      ) : null}
      {throttled ? (
        <Alert severity="warning" role="alert" data-testid="sign-in-throttled">
          <AlertTitle>{t('throttledTitle')}</AlertTitle>
          {t('throttled')}
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={() => setMode('link')}>
              {t('emailLink')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      <FormErrorAlert message={form.formError} data-testid="sign-in-error" />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <EmailField {...form.fieldProps('email')} label={t('email')} required />
        <Box>
          <PasswordField
            {...form.fieldProps('password')}
            label={t('password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <MuiLink component="button" type="button" onClick={() => setMode('restore')}>
              {t('forgotPassword')}
            </MuiLink>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
          {t('submit')}
        </Button>
      </Stack>
      <Divider>{t('or')}</Divider>
      <Button variant="outlined" size="large" onClick={() => setMode('link')}>
        {t('emailLink')}
      </Button>
    </AuthLayout>
  );
}
