import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event, not yet in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/*
 * The browser may offer its install prompt before React has hydrated, so the event is caught as
 * soon as this module loads and kept for the install banner (spec §4 "a deferred install prompt").
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser shows its own mini-infobar; Bazaar offers its banner instead.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferredPrompt = null;
    changed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeferredInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );
}

export function useAppInstalled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => installed,
    () => false,
  );
}

/**
 * Shows the browser's install dialog. A prompt can be used once; afterwards it is gone, and
 * `appinstalled` tells whether Bazaar was installed.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = deferredPrompt;
  if (!prompt) return 'unavailable';
  deferredPrompt = null;
  changed();
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') {
    installed = true;
    changed();
  }
  return choice.outcome;
}
