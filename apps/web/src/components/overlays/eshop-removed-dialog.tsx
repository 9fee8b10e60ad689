'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { type Notification } from '@bazaar/contracts';
import {
  useMarkNotificationsViewed,
  useRemovedByPlatformNotice,
} from '@/entities/notifications/notifications';

// The dialog (MUI's Dialog and its texts) is fetched when a notice first needs it: almost no
// account ever has one, and every page would otherwise carry it.
const EshopRemovedDialogView = dynamic(
  () => import('./eshop-removed-dialog-view').then((m) => m.EshopRemovedDialogView),
  { ssr: false },
);

/**
 * The removed-by-platform modal of spec §4: an unviewed e-shop notice of that subtype opens it,
 * on any page of the shell and also when the notice arrives live; closing or acknowledging it
 * marks the notice viewed, which closes it in the account's other tabs too.
 */
export function EshopRemovedDialog() {
  const notice = useRemovedByPlatformNotice();
  const markViewed = useMarkNotificationsViewed();
  // Closes at once, while the notice is still unviewed until the mark-viewed call answers. If
  // that call fails the notice stays unviewed, and the modal opens again on the next page load.
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  // The last notice shown stays in the view while it closes, so the transition keeps its text.
  const [last, setLast] = useState<Notification | null>(null);
  const shown = notice && notice.id !== dismissedId ? notice : null;
  if (shown && shown.id !== last?.id) setLast(shown);

  if (!last) return null;
  return (
    <EshopRemovedDialogView
      open={shown !== null}
      notice={last}
      onDismiss={() => {
        if (!shown) return;
        setDismissedId(shown.id);
        markViewed.mutate([shown.id]);
      }}
    />
  );
}
