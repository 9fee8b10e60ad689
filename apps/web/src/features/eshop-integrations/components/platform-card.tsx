'use client';

import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useFormatter, useTranslations } from 'use-intl';
import type { EshopConnection, EshopConnectionState, EshopProvider } from '@bazaar/contracts';
import { ConnectionActions } from './connection-actions';

const externalLink = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A store address's host, as the seller knows the store (`demo.myshopify.com`). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

type StateColour = 'success' | 'warning' | 'default';
const stateColour: Record<EshopConnectionState, StateColour> = {
  connected: 'success',
  removed_by_platform: 'warning',
  detached: 'default',
};

function ConnectionRow({
  connection,
  onReconnect,
}: {
  connection: EshopConnection;
  onReconnect: (connection: EshopConnection) => void;
}) {
  const t = useTranslations('eshopIntegrations');
  const format = useFormatter();
  const removed = connection.state === 'removed_by_platform';

  return (
    <Box
      component="li"
      data-testid={`eshop-connection-${connection.id}`}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'grid',
        gap: { xs: 1.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            data-testid="eshop-store-name"
          >
            {connection.store_url ? (
              <Link href={connection.store_url} {...externalLink} color="inherit">
                {connection.store_name}
              </Link>
            ) : (
              connection.store_name
            )}
          </Typography>
          <Chip
            size="small"
            color={stateColour[connection.state]}
            label={t(`state.${connection.state}`)}
            data-testid="eshop-connection-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {hostOf(connection.store_url)}
        </Typography>
        {removed ? (
          <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
            {t('removedExplain')}
          </Typography>
        ) : null}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" component="div">
          <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>
            {t('lastSync')}:
          </Box>{' '}
          <Box component="dd" sx={{ display: 'inline', m: 0 }} data-testid="eshop-last-sync">
            {connection.last_synced_at
              ? format.dateTime(new Date(connection.last_synced_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })
              : t('neverSynced')}
          </Box>
        </Typography>
        <Typography variant="body2" component="div">
          <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>
            {t('productsImported')}:
          </Box>{' '}
          <Box
            component="dd"
            sx={{ display: 'inline', m: 0, fontWeight: 600 }}
            data-testid="eshop-products-imported"
          >
            {format.number(connection.products_imported)}
          </Box>
        </Typography>
      </Box>
      <ConnectionActions connection={connection} onReconnect={onReconnect} />
    </Box>
  );
}

interface Props {
  provider: EshopProvider;
  connections: readonly EshopConnection[];
  onConnect: (connection: EshopConnection | null) => void;
}

/** One platform: its links (spec §2), the seller's stores on it and the way to connect one. */
export function PlatformCard({ provider, connections, onConnect }: Props) {
  const t = useTranslations('eshopIntegrations');
  const headingId = `eshop-platform-${provider.id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`eshop-platform-${provider.id}`}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: '12px',
        borderColor: provider.recommended ? 'primary.main' : 'divider',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '48px minmax(0, 1fr)', sm: '48px minmax(0, 1fr) auto' },
          columnGap: 2,
          rowGap: 1.5,
          alignItems: { xs: 'start', sm: 'center' },
        }}
      >
        <Image
          src={provider.logo}
          alt=""
          width={48}
          height={48}
          unoptimized
          style={{ borderRadius: 12 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              {provider.name}
            </Typography>
            {provider.recommended ? (
              <Chip label={t('recommended')} size="small" color="primary" sx={{ height: 22 }} />
            ) : null}
            <Typography variant="body2" color="text.secondary" component="span">
              {connections.length === 0
                ? t('notConnected')
                : t('storeCount', { count: connections.length })}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ columnGap: 2, rowGap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            <Link href={provider.link} {...externalLink} variant="body2" sx={{ display: 'inline' }}>
              {t('signUpLink', { name: provider.name })}
              <OpenInNewRounded
                sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
                aria-hidden
              />
            </Link>
            <Link
              href={provider.app_link}
              {...externalLink}
              variant="body2"
              sx={{ display: 'inline' }}
            >
              {t('appLink', { name: provider.name })}
              <OpenInNewRounded
                sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
                aria-hidden
              />
            </Link>
          </Stack>
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <Button
            variant={connections.length === 0 ? 'contained' : 'outlined'}
            startIcon={<AddLinkRounded />}
            onClick={() => onConnect(null)}
            data-testid={`eshop-connect-${provider.id}`}
            aria-label={t('connectTo', { name: provider.name })}
            sx={{ whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
          >
            {connections.length === 0 ? t('connectButton') : t('connectAnother')}
          </Button>
        </Box>
      </Box>
      {connections.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }}>
          {connections.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} onReconnect={onConnect} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
