'use client';

import Stack from '@mui/material/Stack';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { layout, type DeviceType } from '@bazaar/contracts';
import { appContextFor, pageLayoutFor } from '@/lib/layout/page-layouts';
import { channelBannerAllowedOn } from '@/lib/overlays/channel-banner';
import { messagingAppName } from '@/lib/overlays/messaging-channel';
import { useOverlayState } from '@/lib/overlays/overlay-store';
import { shellLayers } from '@/lib/theme/layers';
import { ChannelBanner } from './overlays/channel-banner';
import { EshopRemovedDialog } from './overlays/eshop-removed-dialog';
import { ExitDialog } from './overlays/exit-dialog';
import { InstallBanner } from './overlays/install-banner';
import { ServiceWorkerRegistration } from './pwa/service-worker-registration';

// The policy dialogs and the confirmations are fetched the first time one is asked for: most
// pages never open them, and together with MUI's Dialog, Tabs and Tooltip they would weigh on
// every page's JS.
const LegalDialogHost = dynamic(
  () => import('./legal/legal-dialogs').then((m) => m.LegalDialogHost),
  { ssr: false },
);
const ConfirmationDialogHost = dynamic(
  () => import('./dialogs/confirmation-dialog').then((m) => m.ConfirmationDialogHost),
  { ssr: false },
);

interface Props {
  /** The operator's messaging channel (MESSAGING_CHANNEL_URL); null turns its invitations off. */
  messagingChannelUrl?: string | null;
  /** The mobile layout has a bottom bar the banners sit above. */
  deviceType?: DeviceType;
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent forbids the comparison: framed all the same.
    return true;
  }
}

const noSubscription = () => () => undefined;

/** Whether this document is shown inside another page (a policy in its dialog's frame). */
function useIsFramed(): boolean {
  return useSyncExternalStore(noSubscription, isFramed, () => false);
}

/**
 * Every app-wide overlay, mounted once inside the providers: the policy dialogs, queued
 * confirmations (also used for FORBIDDEN_COMMON alerts), the removed-by-platform e-shop modal,
 * the exit dialog, and the channel and install banners — and the service worker's registration.
 * Documents shown bare or in a frame, and the external layout that e-shop platforms embed, get
 * neither the modal nor the invitations.
 */
export function GlobalOverlays({ messagingChannelUrl = null, deviceType = 'desktop' }: Props) {
  const pathname = usePathname();
  const framed = useIsFramed();
  const { legal, confirmations } = useOverlayState();
  // Bazaar's own shell: not a bare document, a framed one, or the layout e-shop platforms embed.
  const shell =
    !framed && pageLayoutFor(pathname) !== 'bare' && appContextFor(pathname).scope === 'internal';
  const appName = messagingChannelUrl ? messagingAppName(messagingChannelUrl) : null;
  const mobile = deviceType === 'mobile';

  return (
    <>
      <ServiceWorkerRegistration />
      {legal ? <LegalDialogHost /> : null}
      {confirmations.length > 0 ? <ConfirmationDialogHost /> : null}
      {shell ? <EshopRemovedDialog /> : null}
      {shell ? (
        <>
          {messagingChannelUrl ? (
            <ExitDialog channelUrl={messagingChannelUrl} appName={appName} />
          ) : null}
          <Stack
            spacing={1}
            sx={{
              position: 'fixed',
              // Above the app bars, below the search suggestions, drawers, dialogs and toasts.
              zIndex: shellLayers.banners,
              // The stack lets clicks through; only the cards in it catch them.
              pointerEvents: 'none',
              ...(mobile
                ? {
                    left: 8,
                    right: 8,
                    bottom: `calc(${layout.bottomBarHeightPx + 8}px + env(safe-area-inset-bottom))`,
                  }
                : { right: 20, bottom: 20, width: 380, maxWidth: 'calc(100vw - 40px)' }),
            }}
          >
            {messagingChannelUrl ? (
              <ChannelBanner
                channelUrl={messagingChannelUrl}
                appName={appName}
                allowed={channelBannerAllowedOn(pathname)}
              />
            ) : null}
            <InstallBanner />
          </Stack>
        </>
      ) : null}
    </>
  );
}
