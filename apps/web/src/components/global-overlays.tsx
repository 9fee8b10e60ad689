'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { appContextFor, pageLayoutFor } from '@/lib/layout/page-layouts';
import { useIsFramed } from '@/lib/overlays/framed';
import { messagingAppName } from '@/lib/overlays/messaging-channel';
import { useOverlayState } from '@/lib/overlays/overlay-store';
import { EshopRemovedDialog } from './overlays/eshop-removed-dialog';
import { ExitDialog } from './overlays/exit-dialog';
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
  /** The operator's messaging channel (MESSAGING_CHANNEL_URL); null turns its exit dialog off. */
  messagingChannelUrl?: string | null;
}

/**
 * Every app-wide overlay, mounted once inside the providers: the policy dialogs, queued
 * confirmations (also used for FORBIDDEN_COMMON alerts), the removed-by-platform e-shop modal and
 * the exit dialog — and the service worker's registration. Documents shown bare or in a frame,
 * and the external layout that e-shop platforms embed, get neither the modal nor the dialog. The
 * channel and install banners are no overlays: they sit in the shell's flow (AppBanners).
 */
export function GlobalOverlays({ messagingChannelUrl = null }: Props) {
  const pathname = usePathname();
  const framed = useIsFramed();
  const { legal, confirmations } = useOverlayState();
  // Bazaar's own shell: not a bare document, a framed one, or the layout e-shop platforms embed.
  const shell =
    !framed && pageLayoutFor(pathname) !== 'bare' && appContextFor(pathname).scope === 'internal';
  return (
    <>
      <ServiceWorkerRegistration />
      {legal ? <LegalDialogHost /> : null}
      {confirmations.length > 0 ? <ConfirmationDialogHost /> : null}
      {shell ? <EshopRemovedDialog /> : null}
      {shell && messagingChannelUrl ? (
        <ExitDialog
          channelUrl={messagingChannelUrl}
          appName={messagingAppName(messagingChannelUrl)}
        />
      ) : null}
    </>
  );
}
