import { localStorageKeys } from '@bazaar/contracts';
import { readBrowserCookie, writeBrowserCookie } from '../browser-cookie';

/**
 * Mirror of the stored main-menu choice that the server reads, so the menu is rendered at its
 * remembered width from the first paint instead of jumping after hydration.
 */
export const MAIN_MENU_COLLAPSED_COOKIE = 'main_menu_collapsed';

const COLLAPSED = '1';

/** Raised in this tab when the choice changes (other tabs get a `storage` event). */
const CHANGE_EVENT = 'bazaar:main-menu-change';

/** Whether the cookie the server got says the menu is collapsed. */
export function isMainMenuCollapsedCookie(value: string | null | undefined): boolean {
  return value === COLLAPSED;
}

/** The choice kept under the spec's local-storage key: true, false, or null when none was made. */
export function readStoredMainMenuCollapsed(storage: Storage): boolean | null {
  const value = storage.getItem(localStorageKeys.mainMenuCollapsed);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Remembers the choice in local storage and in the cookie the server renders from (browser only). */
export function storeMainMenuCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(localStorageKeys.mainMenuCollapsed, String(collapsed));
  } catch {
    // Storage can be unavailable (private modes, quotas): the cookie still carries the choice.
  }
  writeBrowserCookie(MAIN_MENU_COLLAPSED_COOKIE, collapsed ? COLLAPSED : null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the choice changes, in this tab or another. */
export function subscribeToMainMenuPreference(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localStorageKeys.mainMenuCollapsed) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether the cookie in this browser says collapsed (browser only). */
export function mainMenuCollapsedCookie(): boolean {
  return isMainMenuCollapsedCookie(readBrowserCookie(MAIN_MENU_COLLAPSED_COOKIE));
}

/** The stored choice in this browser, or null when none was made or storage is unusable. */
export function storedMainMenuCollapsed(): boolean | null {
  try {
    return readStoredMainMenuCollapsed(window.localStorage);
  } catch {
    return null;
  }
}
