'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  eshopProviders,
  storePlatforms,
  type EshopConnection,
  type StorePlatform,
} from '@bazaar/contracts';
import { useEshopConnections } from '@/entities/eshop-connections/get-eshop-connections';
import { ConnectDialog } from './connect-dialog';
import { PlatformCard } from './platform-card';

/** `?connected=<platform>`: back from the platform's consent screen with the store attached. */
export const CONNECTED_PARAM = 'connected';
/** `?reconnect=<connection id>`: the removed-by-platform dialog's "Reconnect". */
export const RECONNECT_PARAM = 'reconnect';

function platformOf(value: string | null): StorePlatform | null {
  return storePlatforms.find((platform) => platform === value) ?? null;
}

interface Connecting {
  platform: StorePlatform;
  store: string;
}

/** `/profile/e-shop-integration` (SELLER): the seller's stores on each platform. */
export function EshopIntegrationPage() {
  const t = useTranslations('eshopIntegrations');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const connections = useEshopConnections();
  const [connecting, setConnecting] = useState<Connecting | null>(null);
  const connected = platformOf(searchParams.get(CONNECTED_PARAM));
  const reconnectId = searchParams.get(RECONNECT_PARAM);
  const here = `${pathname}${searchParams.size > 0 ? `?${searchParams.toString()}` : ''}`;

  // The removed-by-platform dialog's "Reconnect" names the store; once the list knows it, the
  // connect dialog opens for it and the parameter leaves the address.
  if (reconnectId && connections.data && connecting === null) {
    const removed = connections.data.connections.find((item) => item.id === reconnectId);
    router.replace(pathname, { scroll: false });
    if (removed) setConnecting({ platform: removed.platform, store: removed.store_key });
  }

  const items = connections.data?.connections ?? [];
  const open = (platform: StorePlatform) => (connection: EshopConnection | null) =>
    setConnecting({ platform, store: connection ? connection.store_key : '' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('subtitle')}
      </Typography>
      {connected ? (
        <Alert
          severity="success"
          sx={{ mb: 3 }}
          data-testid="eshop-connected"
          onClose={() => router.replace(pathname, { scroll: false })}
        >
          {t('connectedMessage', {
            name: eshopProviders.find((p) => p.id === connected)?.name ?? connected,
          })}
        </Alert>
      ) : null}
      {connections.isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('loadFailed')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {eshopProviders.map((provider) =>
          connections.isPending ? (
            <Skeleton key={provider.id} variant="rounded" height={96} aria-label={t('loading')} />
          ) : (
            <PlatformCard
              key={provider.id}
              provider={provider}
              connections={items.filter((item) => item.platform === provider.id)}
              onConnect={open(provider.id)}
            />
          ),
        )}
      </Box>
      {connecting ? (
        <ConnectDialog
          key={`${connecting.platform}:${connecting.store}`}
          platform={connecting.platform}
          initialStore={connecting.store}
          returnTo={here}
          onClose={() => setConnecting(null)}
        />
      ) : null}
    </Container>
  );
}
