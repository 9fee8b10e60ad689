/** Business constants and limits of spec §9. */

export const SEARCH_TEXT_MAX_LENGTH = 250;
export const REQUEST_TIMEOUT_MS = 180_000;

/** Defaults of the browser's query client. */
export const browserQueryDefaults = {
  retry: false,
  refetchOnMount: true,
  refetchOnReconnect: true,
  refetchOnWindowFocus: false,
  staleTime: 0,
  gcTime: 600_000,
} as const;

/** Defaults of the server-side query client used while rendering pages. */
export const serverQueryDefaults = {
  retry: 3,
  retryDelayCapMs: 30_000,
  staleTime: 300_000,
} as const;

export const PERSIST_REHYDRATION_TIMEOUT_MS = 5_000;

export const toastSettings = {
  autoHideDurationMs: 5_000,
  maxVisible: 3,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  newestOnTop: false,
  containerMaxWidthPx: 408,
} as const;

export const TOOLTIP_DELAY_MS = 200;

export const layout = {
  mainMenuOpenWidthPx: 212,
  mainMenuCollapsedWidthPx: 68,
  headerHeightPx: 64,
  compactHeaderHeightPx: 54,
  bottomBarHeightPx: 45,
  contentPaddingPx: 20,
  searchPopupWindowOffsetPx: 84,
  narrowSearchBelowPx: 550,
  policyFrameHeightPx: 650,
} as const;

/** MUI breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** The second breakpoint set, for layout code. */
export const deviceBreakpoints = {
  mobile: 0,
  tablet: 375,
  desktop: 1280,
  bigScreen: 1440,
} as const;

export const BADGE_CAP = 99;
export const iconSizes = [12, 16, 24, 32, 40] as const;
export const APP_ICON_SIZE_PX = 192;
export const circularIconButtonSizes = { small: 24, medium: 32, large: 48 } as const;
export const avatarIconSizes = { profile: 72, default: 24 } as const;

export const SLOTS_STATS_PERIOD = 'month';
export const RECOMMENDED_PROVIDER_DISCOUNT_PERCENT = 10;

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const cookieDefaults = { path: '/', sameSite: 'lax' } as const;

export const localStorageKeys = {
  pwaBannerClosed: 'pwa_banner_closed',
  themeMode: 'bazaar_theme_mode',
  comparison: 'bazaar_comparison',
  appVersion: 'bazaar_app_version',
  mainMenuCollapsed: 'bazaar_main_menu_collapsed',
} as const;

/** sessionStorage keys of the app-wide overlays: both are "once per visit", so per tab session. */
export const sessionStorageKeys = {
  /** The exit dialog was shown in this visit. */
  exitDialogShown: 'bazaar_exit_dialog_shown',
  /** The messaging-channel banner was shown in this session (spec §4). */
  channelBannerShown: 'bazaar_channel_banner_shown',
} as const;

/**
 * Set on `<html>` once the app runs in the tab after a page load: React has hydrated the page and
 * the persisted session and cart are loaded, so a click or a keystroke reaches React. The browser
 * journeys wait for it after every page load instead of retrying a step (ADR 0084).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export const socketSettings = {
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
  randomizationFactor: 0.5,
  connectionTimeoutMs: 20_000,
} as const;

export const DEFAULT_LOCALE = 'en';
export const supportedLocales = ['en', 'de'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export const errorReporterLimits = {
  defaultBreadcrumbs: 25,
  maxBreadcrumbs: 100,
  defaultEventsPerSession: 10,
  maxEventsPerSession: 100,
  payloadCapBytes: 1_048_576,
} as const;

export const labels = {
  soldOut: 'Sold Out',
  negotiable: 'Negotiable',
  inCart: 'In Cart',
  addToCart: 'Add to Cart',
  clearAll: 'Clear All',
  manageCookies: 'Manage Cookies',
  searchPlaceholder: 'Search for anything',
  signIn: 'Sign In',
} as const;

/** Headers every request of the web carries besides Authorization (spec §7). */
export const requestHeaders = {
  language: 'accept-language',
  deviceType: 'x-device-type',
  requestContext: 'x-app-request-context',
} as const;

export const deviceTypes = ['desktop', 'mobile'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/*
 * Names the browser's shell uses, kept here rather than beside their schemas so a page that only
 * needs a name loads no zod (ADR 0037).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const USERS_ME_QUERY_KEY = 'api/users/me';

export const NOTIFICATIONS_QUERY_KEY = 'api/notifications/me';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';
