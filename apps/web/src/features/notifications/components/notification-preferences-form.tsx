'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  notificationCategories,
  type NotificationCategory,
  type NotificationChannels,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formErrorOf } from '@/lib/forms/field-errors';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

const CHANNELS = ['in_app', 'mail'] as const satisfies ReadonlyArray<keyof NotificationChannels>;

/**
 * Per category of notification, a switch for the app and one for mail; each change is saved at
 * once (the settings page's other cards have forms; a switch has nothing to confirm).
 */
export function NotificationPreferencesForm() {
  const t = useTranslations('notifications.preferences');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [error, setError] = useState<string | null>(null);

  if (preferences.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void preferences.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!preferences.data) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {notificationCategories.map((category) => (
          <Skeleton key={category} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }

  const current = preferences.data;
  const change = (category: NotificationCategory, channel: keyof NotificationChannels) => {
    setError(null);
    const channels = { ...current[category], [channel]: !current[category][channel] };
    update.mutate(
      { [category]: channels },
      {
        onSuccess: () => enqueueSnackbar(t('saved'), { variant: 'success' }),
        onError: (failure) => setError(formErrorOf(failure, [])),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {notificationCategories.map((category) => (
          <Stack
            key={category}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 3 }}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`categories.${category}.label`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`categories.${category}.hint`)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ flexShrink: 0 }}>
              {CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel}
                  sx={{ m: 0 }}
                  label={
                    <Typography variant="body2" component="span">
                      {t(channel === 'in_app' ? 'inApp' : 'mail')}
                    </Typography>
                  }
                  control={
                    <Switch
                      checked={current[category][channel]}
                      onChange={() => change(category, channel)}
                      slotProps={{
                        input: {
                          'aria-label': t('switchLabel', {
                            channel: t(channel === 'in_app' ? 'inApp' : 'mail'),
                            category: t(`categories.${category}.label`),
                          }),
                        },
                      }}
                    />
                  }
                />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
      <FormErrorAlert message={error} />
    </Stack>
  );
}
