'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { eshopProviderOf, type StorePlatform } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { useStartInstall } from '../api/start-install';
import { shownByGlobalHandler, storeInputOf } from '../install-errors';
import { InstallRefusalAlert } from './install-refusal-alert';

interface Props {
  platform: StorePlatform;
  /** The store to reconnect, filled in. */
  initialStore: string;
  /** Where a sign-in comes back to. */
  returnTo: string;
  onClose: () => void;
}

/**
 * "Connect": asks the store's address (Shopify domain, SHOPLINE handle, BigCommerce store hash),
 * starts the install on the api and sends the browser to the platform's consent screen.
 */
export function ConnectDialog({ platform, initialStore, returnTo, onClose }: Props) {
  const t = useTranslations('eshopIntegrations.connect');
  const provider = eshopProviderOf(platform);
  const [store, setStore] = useState(initialStore);
  const [touched, setTouched] = useState(false);
  const install = useStartInstall();
  const titleId = useId();
  const value = storeInputOf(platform, store);
  const invalid = touched && value.length === 0;
  // The plan's refusal opens the plan dialog; the dialog shows only the integration's own.
  const error =
    install.error && !(isApiError(install.error) && shownByGlobalHandler(install.error.error_code))
      ? install.error
      : null;
  // Stays busy after success: the browser is leaving for the platform.
  const busy = install.isPending || install.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (value.length === 0) return;
    install.mutate({ platform, store: value });
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="eshop-connect-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title', { name: provider.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t(`explain.${platform}`)}</Typography>
            <TextField
              required
              label={t(`label.${platform}`)}
              placeholder={t(`placeholder.${platform}`)}
              value={store}
              onChange={(event) => setStore(event.target.value)}
              onBlur={() => setTouched(true)}
              error={invalid}
              helperText={invalid ? t('required') : t('consent', { name: provider.name })}
              slotProps={{
                htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
              }}
              name="store"
            />
            {error ? (
              <InstallRefusalAlert error={error} returnTo={returnTo} platform={platform} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            data-testid="eshop-connect-submit"
          >
            {busy ? t('opening', { name: provider.name }) : t('continue', { name: provider.name })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
