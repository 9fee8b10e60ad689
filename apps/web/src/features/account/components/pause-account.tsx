'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type ActivityStatus } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formErrorOf } from '@/lib/forms/field-errors';
import { type ProfileAccountType } from '../api/account-keys';
import { useSetAccountPaused } from '../api/set-account-paused';

/** Pauses an active account (nothing of it is published) or resumes a paused one. */
export function PauseAccount({
  type,
  status,
}: {
  type: ProfileAccountType;
  status: ActivityStatus;
}) {
  const t = useTranslations('account.settings.pause');
  const [error, setError] = useState<string | null>(null);
  const setPaused = useSetAccountPaused();

  if (status === 'blocked' || status === 'paused_blocked') {
    return <Alert severity="error">{t('blocked')}</Alert>;
  }
  const paused = status === 'paused';
  const toggle = () => {
    setError(null);
    setPaused.mutate(
      { type, paused: !paused },
      {
        onSuccess: () =>
          enqueueSnackbar(paused ? t('resumed') : t('paused'), { variant: 'success' }),
        onError: (failure) => setError(formErrorOf(failure, [])),
      },
    );
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{paused ? t('isPaused') : t('isActive')}</Typography>
      <Button
        variant={paused ? 'contained' : 'outlined'}
        color={paused ? 'primary' : 'warning'}
        onClick={toggle}
        loading={setPaused.isPending}
      >
        {paused ? t('resume') : t('pause')}
      </Button>
      <FormErrorAlert message={error} />
    </Stack>
  );
}
