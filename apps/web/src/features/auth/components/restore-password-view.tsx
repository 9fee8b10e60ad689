'use client';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PASSWORD_MIN_LENGTH, routes } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LoadingView } from '@/components/loading-view';
import { PasswordField } from '@/components/password-field';
import { isApiError } from '@/lib/api-client';
import { signOutLocally } from '@/lib/session/session-manager';
import { useAppStore } from '@/lib/store/hooks';
import { useResetPassword } from '../api/reset-password';
import { useVerifyToken } from '../api/verify-token';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';
import { InvalidLinkView } from './invalid-link-view';

/** Where the sign-in page says the password was changed. */
export const PASSWORD_CHANGED_LOCATION = `${routes.signIn}?notice=password-changed`;
/** The sign-in page with the "Forgot password?" request open. */
export const REQUEST_NEW_LINK_LOCATION = `${routes.signIn}?restore=1`;

function InvalidLink() {
  const t = useTranslations('auth.resetPassword');
  return (
    <InvalidLinkView
      title={t('invalidTitle')}
      description={t('invalidDescription')}
      actionLabel={t('requestNewLink')}
      actionHref={REQUEST_NEW_LINK_LOCATION}
    />
  );
}

/** Checks the link first; a usable one opens the new-password form, which ends in sign-in. */
export function RestorePasswordView({ token }: { token: string }) {
  const t = useTranslations('auth.resetPassword');
  const tForms = useTranslations('forms');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const store = useAppStore();
  const verification = useVerifyToken(token);
  const reset = useResetPassword();
  const [linkUsedUp, setLinkUsedUp] = useState(false);
  const form = useFormFields({ password: '', confirmation: '' });

  if (verification.isPending) return <LoadingView label={t('checking')} />;
  const usable =
    verification.data?.valid === true && verification.data.purpose === 'restore_password';
  const unreachable =
    verification.isError &&
    (!isApiError(verification.error) ||
      verification.error.status === 0 ||
      verification.error.status >= 500);
  if (unreachable) {
    return (
      <Container maxWidth="md">
        <EmptyState
          title={tErrors('errorTitle')}
          description={tErrors('network')}
          actions={
            <Button variant="outlined" size="large" onClick={() => void verification.refetch()}>
              {tErrors('tryAgain')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (!usable || linkUsedUp) return <InvalidLink />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ password: ['required', 'password'], confirmation: ['required'] })) return;
    if (form.values.password !== form.values.confirmation) {
      form.setErrors({ confirmation: tForms('passwordsDiffer') });
      return;
    }
    reset.mutate(
      { token, password: form.values.password },
      {
        onSuccess: async () => {
          // Every session of the account ended with the change, this one too.
          if (store.getState().auth.token) await signOutLocally();
          router.replace(PASSWORD_CHANGED_LOCATION);
        },
        onError: (error) => {
          if (isApiError(error) && error.error_code === 'FAILED_VERIFICATION') {
            setLinkUsedUp(true);
            return;
          }
          form.showFailure(error, ['password']);
        },
      },
    );
  };

  return (
    <AuthLayout title={t('title')} subtitle={t('subtitle')}>
      <FormErrorAlert message={form.formError} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <PasswordField
          {...form.fieldProps('password')}
          helperText={
            form.errors.password ?? tForms('passwordHint', { count: PASSWORD_MIN_LENGTH })
          }
          label={t('newPassword')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...form.fieldProps('confirmation')}
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {t('submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
