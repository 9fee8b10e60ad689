'use client';

import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  VERIFICATION_CODE_LENGTH,
  type VerificationChannel,
  type VerificationStatus,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldErrorsOf, formErrorOf } from '@/lib/forms/field-errors';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useStartVerification } from '../api/start-verification';
import { useVerifyCode } from '../api/verify-code';

/** Seconds until `at`, never below zero; ticks every second while above. */
function useSecondsUntil(at: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const target = at ? Date.parse(at) : 0;
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

interface Props {
  channel: VerificationChannel;
  verified: boolean;
  /** Nothing to verify yet (no phone number). */
  unavailable?: boolean;
}

/** Verifies an email address or phone number: send a 6-digit code, enter it, done; resend after a cool-down. */
export function VerificationFlow({ channel, verified, unavailable }: Props) {
  const t = useTranslations('account.settings.verification');
  const [status, setStatus] = useState<VerificationStatus | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartVerification();
  const resend = useResendVerificationCode();
  const verify = useVerifyCode();
  const resendIn = useSecondsUntil(status?.resend_available_at ?? null);

  if (verified) {
    return (
      <Chip
        icon={<VerifiedRounded />}
        label={t('verified')}
        color="success"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${channel}-verified`}
      />
    );
  }

  const send = () => {
    setError(null);
    start.mutate(
      { channel },
      { onSuccess: setStatus, onError: (failure) => setError(formErrorOf(failure, [])) },
    );
  };

  const sendAgain = () => {
    setError(null);
    resend.mutate(channel, {
      onSuccess: (next) => {
        setStatus(next);
        enqueueSnackbar(t('resent', { target: next.sent_to }), { variant: 'success' });
      },
      onError: (failure) => setError(formErrorOf(failure, [])),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = code.trim();
    if (!new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`).test(trimmed)) {
      setCodeError(t('codeFormat', { count: VERIFICATION_CODE_LENGTH }));
      return;
    }
    verify.mutate(
      { channel, code: trimmed },
      {
        onSuccess: () => {
          setStatus(null);
          setCode('');
          enqueueSnackbar(t(channel === 'email' ? 'emailVerified' : 'phoneVerified'), {
            variant: 'success',
          });
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setCodeError(fields.code ?? formErrorOf(failure, []));
        },
      },
    );
  };

  if (!status) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Chip label={t('notVerified')} color="warning" variant="outlined" />
        {unavailable ? (
          <Typography variant="body2" color="text.secondary">
            {t('addPhoneFirst')}
          </Typography>
        ) : (
          <Button variant="outlined" onClick={send} loading={start.isPending}>
            {t(channel === 'email' ? 'verifyEmail' : 'verifyPhone')}
          </Button>
        )}
        <FormErrorAlert message={error} />
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography role="status">{t('codeSent', { target: status.sent_to })}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          name="code"
          label={t('codeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH));
            setCodeError(null);
          }}
          error={Boolean(codeError)}
          helperText={codeError ?? t('codeHint', { count: VERIFICATION_CODE_LENGTH })}
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: VERIFICATION_CODE_LENGTH,
              style: { letterSpacing: '0.35em', fontWeight: 600 },
            },
          }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
          {t('confirm')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={sendAgain} disabled={resendIn > 0} loading={resend.isPending}>
          {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
        </Button>
      </Stack>
      <FormErrorAlert message={error} />
    </Stack>
  );
}
