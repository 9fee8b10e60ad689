'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { PASSWORD_MIN_LENGTH, type AuthSessionResponse } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { SignUpConsent } from '@/components/legal/legal-links';
import { PasswordField } from '@/components/password-field';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { type FieldRule, type FormFields } from '@/lib/forms/use-form-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { EmailField } from '@/components/email-field';

type Credential = 'email' | 'password';

const credentialRules: Partial<Record<Credential, FieldRule[]>> = {
  email: ['required', 'email'],
  password: ['required', 'password'],
};

/** The texts and links that tell the buyer's sign-up from the seller's. */
const KINDS = {
  user: { title: 'userTitle', subtitle: 'userSubtitle', submit: 'submitUser' },
  business: { title: 'businessTitle', subtitle: 'businessSubtitle', submit: 'submitBusiness' },
} as const;

/** Sends the checked form: the callbacks land the new member, or show what the api refused. */
export type SendSignUp = (callbacks: {
  /** With the new member's session: where they land depends on their account type. */
  onSuccess: (session: AuthSessionResponse) => void;
  onError: (error: unknown) => void;
}) => void;

/**
 * What both sign-up forms share: the page around them, email and password below their own name
 * fields, the checks before sending, and where the new member lands.
 */
export function SignUpForm<Name extends string>({
  kind,
  continueTo,
  form,
  nameRules,
  pending,
  send,
  children,
}: {
  kind: keyof typeof KINDS;
  continueTo: string | null;
  form: FormFields<Name | Credential>;
  /** The checks of the name fields (`children`). */
  nameRules: Partial<Record<Name | Credential, FieldRule[]>>;
  pending: boolean;
  send: SendSignUp;
  children: ReactNode;
}) {
  const t = useTranslations('auth.signUp');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const texts = KINDS[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ ...nameRules, ...credentialRules })) return;
    send({
      onSuccess: (session) => router.replace(afterSignInLocation(continueTo, session.userType)),
      onError: (error) => form.showFailure(error, Object.keys(form.values)),
    });
  };

  return (
    <AuthLayout
      title={t(texts.title)}
      subtitle={t(texts.subtitle)}
      footer={<AuthLinks current={`sign-up-${kind}`} continueTo={continueTo} />}
    >
      <FormErrorAlert message={form.formError} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {children}
        <EmailField {...form.fieldProps('email')} label={t('email')} required />
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
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t(texts.submit)}
        </Button>
        <SignUpConsent />
      </Stack>
    </AuthLayout>
  );
}
