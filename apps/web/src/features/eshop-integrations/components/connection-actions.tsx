'use client';

import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useTranslations } from 'use-intl';
import type { EshopConnection } from '@bazaar/contracts';
import { showConfirmation } from '@/lib/overlays/overlay-store';
import { useDetachConnection } from '../api/detach-connection';
import { useSyncConnection } from '../api/sync-connection';

/** `/profile/importing?tab=<platform>`: the importing page's tab of this platform. */
export function importingTabPath(platform: string): string {
  return `/profile/importing?tab=${encodeURIComponent(platform)}`;
}

/** What the seller can do with one connected store: sync it, import from it, reconnect, detach. */
export function ConnectionActions({
  connection,
  onReconnect,
}: {
  connection: EshopConnection;
  onReconnect: (connection: EshopConnection) => void;
}) {
  const t = useTranslations('eshopIntegrations');
  const sync = useSyncConnection();
  const detach = useDetachConnection();
  const connected = connection.state === 'connected';
  const removed = connection.state === 'removed_by_platform';

  const confirmDetach = async () => {
    const confirmed = await showConfirmation({
      title: t('detach.title', { store: connection.store_name }),
      content: t('detach.text'),
      buttonLabel: t('detach.confirm'),
      cancelLabel: t('detach.cancel'),
    });
    if (!confirmed) return;
    detach.mutate(connection.id, {
      onSuccess: () => enqueueSnackbar(t('detach.done'), { variant: 'success' }),
    });
  };

  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', justifyContent: { xs: 'flex-start', md: 'flex-end' } }}
    >
      {connected ? (
        <>
          <Button
            size="small"
            variant="contained"
            startIcon={<SyncRounded />}
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(connection.id, {
                onSuccess: () => enqueueSnackbar(t('syncStarted'), { variant: 'success' }),
              })
            }
          >
            {t('syncNow')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CloudDownloadOutlined />}
            component={NextLink}
            href={importingTabPath(connection.platform)}
          >
            {t('importProducts')}
          </Button>
        </>
      ) : null}
      {removed ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<AddLinkRounded />}
          onClick={() => onReconnect(connection)}
        >
          {t('reconnect')}
        </Button>
      ) : null}
      {connection.state !== 'detached' ? (
        <Button
          size="small"
          color="error"
          startIcon={<LinkOffRounded />}
          disabled={detach.isPending}
          onClick={() => void confirmDetach()}
        >
          {t('detach.button')}
        </Button>
      ) : null}
    </Stack>
  );
}
