import {
  ACCESS_TOKEN_COOKIE,
  localStorageKeys,
  REFRESH_TOKEN_COOKIE,
  sessionStorageKeys,
} from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE } from '../device-type';
import { REPORTS_SENT_STORAGE_KEY } from '../error-reporting/event-budget';
import { LOCALE_COOKIE, type Messages } from '../i18n/config';
import { MAIN_MENU_COLLAPSED_COOKIE } from '../layout/main-menu-preference';
import { PERSIST_KEY } from '../store/store';
import { COLOR_SCHEME_STORAGE_KEY } from '../theme/color-scheme';

/** Where a browser keeps an item Bazaar stores. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage';

export type StoredItemMessageKey = keyof Messages['legal']['storage']['items'];

/** What an item is for; each has a translated purpose and lifetime under `legal.storage.items`. */
export interface StoredItem {
  name: string;
  kind: StorageKind;
  /** Message key under `legal.storage.items`. */
  messageKey: StoredItemMessageKey;
}

/** The cache the service worker keeps the public app shell in (see public/sw.js). */
export const SHELL_CACHE_PREFIX = 'bazaar-shell-';

/**
 * Everything Bazaar keeps in a visitor's browser. All of it is strictly necessary for the service
 * the visitor asked for (or remembers a choice they made), which is why there is no consent
 * banner. The cookies policy and the Manage Cookies dialog are rendered from this list, so the
 * documents cannot drift from the code.
 */
export const storedItems: readonly StoredItem[] = [
  { name: ACCESS_TOKEN_COOKIE, kind: 'cookie', messageKey: 'accessToken' },
  { name: REFRESH_TOKEN_COOKIE, kind: 'cookie', messageKey: 'refreshToken' },
  { name: LOCALE_COOKIE, kind: 'cookie', messageKey: 'locale' },
  { name: DEVICE_TYPE_COOKIE, kind: 'cookie', messageKey: 'deviceType' },
  { name: MAIN_MENU_COLLAPSED_COOKIE, kind: 'cookie', messageKey: 'mainMenuCookie' },
  { name: `persist:${PERSIST_KEY}`, kind: 'localStorage', messageKey: 'persistedState' },
  { name: localStorageKeys.themeMode, kind: 'localStorage', messageKey: 'themeMode' },
  { name: COLOR_SCHEME_STORAGE_KEY, kind: 'localStorage', messageKey: 'themeMode' },
  { name: localStorageKeys.comparison, kind: 'localStorage', messageKey: 'comparison' },
  { name: localStorageKeys.mainMenuCollapsed, kind: 'localStorage', messageKey: 'mainMenu' },
  { name: localStorageKeys.pwaBannerClosed, kind: 'localStorage', messageKey: 'pwaBanner' },
  { name: localStorageKeys.appVersion, kind: 'localStorage', messageKey: 'appVersion' },
  { name: sessionStorageKeys.exitDialogShown, kind: 'sessionStorage', messageKey: 'exitDialog' },
  {
    name: sessionStorageKeys.channelBannerShown,
    kind: 'sessionStorage',
    messageKey: 'channelBanner',
  },
  { name: REPORTS_SENT_STORAGE_KEY, kind: 'sessionStorage', messageKey: 'errorReports' },
  { name: `${SHELL_CACHE_PREFIX}*`, kind: 'cacheStorage', messageKey: 'shellCache' },
];

export const storageKinds: readonly StorageKind[] = [
  'cookie',
  'localStorage',
  'sessionStorage',
  'cacheStorage',
];
