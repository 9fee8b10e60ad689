'use client';

import dynamic from 'next/dynamic';
import { useEffect, useEffectEvent, useState } from 'react';
import { sessionStorageKeys } from '@bazaar/contracts';
import { readStored, writeStored } from '@/lib/overlays/browser-storage';
import { isExitIntent, shouldOfferExitDialog } from '@/lib/overlays/exit-intent';
import { useOverlayState } from '@/lib/overlays/overlay-store';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';

// The dialog itself (MUI's Dialog, its pictures and texts) is fetched when it first opens: most
// visits never see it, and every page would otherwise carry it.
const ExitDialogView = dynamic(() => import('./exit-dialog-view').then((m) => m.ExitDialogView), {
  ssr: false,
});

interface Props {
  channelUrl: string;
  /** The messaging app's name, or null for a link Bazaar does not recognise. */
  appName: string | null;
}

/** Another modal (the account's own dialogs, say) is open: the invitation does not stack on it. */
function anotherDialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The exit dialog of spec §2/§4: when a signed-out visitor's pointer leaves the window, once per
 * visit, an invitation to the operator's messaging channel.
 */
export function ExitDialog({ channelUrl, appName }: Props) {
  const [open, setOpen] = useState(false);
  // Once opened, the view stays mounted so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectRehydrated);
  const { legal, confirmations } = useOverlayState();

  // Reads the latest state when the pointer leaves, without re-attaching the listener.
  const onMouseOut = useEffectEvent((event: MouseEvent) => {
    if (!isExitIntent(event, { width: window.innerWidth, height: window.innerHeight })) return;
    const offer = shouldOfferExitDialog({
      channelConfigured: true,
      signedIn,
      sessionKnown,
      shownThisVisit: readStored('sessionStorage', sessionStorageKeys.exitDialogShown) !== null,
      otherDialogOpen: legal !== null || confirmations.length > 0 || anotherDialogIsOpen(),
    });
    if (!offer) return;
    writeStored('sessionStorage', sessionStorageKeys.exitDialogShown, new Date().toISOString());
    setOpen(true);
    setOpened(true);
  });

  useEffect(() => {
    const listener = (event: MouseEvent) => onMouseOut(event);
    document.addEventListener('mouseout', listener);
    return () => document.removeEventListener('mouseout', listener);
  }, []);

  return opened ? (
    <ExitDialogView
      channelUrl={channelUrl}
      appName={appName}
      // Signing in (here or, through the shared store, in another tab) ends the invitation.
      open={open && !signedIn}
      onClose={() => setOpen(false)}
    />
  ) : null;
}
