'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { useRequestPasswordRestore } from '../api/request-password-restore';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { FormErrorAlert } from '@/components/form-error-alert';
import { RoundIconBadge } from '@/components/round-icon-badge';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';

interface Props {
  /** `restore`: a link to set a new password; `link`: a one-time sign-in link. */
  kind: 'restore' | 'link';
  initialEmail: string;
  onBack: () => void;
}

/**
 * Asks for a link by email. The answer never tells whether the address has an account, so the
 * confirmation is worded for both cases.
 */
export function EmailLinkRequest({ kind, initialEmail, onBack }: Props) {
  const t = useTranslations(kind === 'restore' ? 'auth.restore' : 'auth.directLink');
  const tCommon = useTranslations('auth.signIn');
  const form = useFormFields({ email: initialEmail });
  const restore = useRequestPasswordRestore();
  const link = useRequestSignInLink();
  const request = kind === 'restore' ? restore : link;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ email: ['required', 'email'] })) return;
    const email = form.values.email.trim();
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => form.showFailure(error, ['email']),
    });
  };

  const back = (
    <Button startIcon={<ArrowBackRounded />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
      {tCommon('backToSignIn')}
    </Button>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('sentTitle')}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
          <RoundIconBadge size="medium">
            <MarkEmailReadRounded />
          </RoundIconBadge>
          <Typography>{t('sentDescription', { email: sentTo })}</Typography>
          <Typography color="text.secondary">{t('sentHint')}</Typography>
        </Stack>
        {back}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('title')} subtitle={t('subtitle')}>
      <FormErrorAlert message={form.formError} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <TextField
          {...form.fieldProps('email')}
          label={tCommon('email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('submit')}
        </Button>
      </Stack>
      {back}
    </AuthLayout>
  );
}
