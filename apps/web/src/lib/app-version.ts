import { localStorageKeys } from '@bazaar/contracts';

/** The version of this web build (the web package's version, injected by next.config at build time). */
export const WEB_APP_VERSION = process.env.BAZAAR_WEB_VERSION ?? '0.0.0-dev';

/**
 * Spec §4: when the app version stored in the browser differs from this build's, everything in
 * local storage was written by another version and may no longer fit, so it is cleared and the
 * new version stored. Returns whether the storage was cleared. Must run before the persisted
 * store rehydrates.
 */
export function reconcileStoredAppVersion(storage: Storage, version: string): boolean {
  try {
    if (storage.getItem(localStorageKeys.appVersion) === version) return false;
    storage.clear();
    storage.setItem(localStorageKeys.appVersion, version);
    return true;
  } catch {
    // Without usable storage there is nothing stale to clear.
    return false;
  }
}
