'use client';

import { useSyncExternalStore } from 'react';

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
export function useIsFramed(): boolean {
  return useSyncExternalStore(noSubscription, isFramed, () => false);
}
