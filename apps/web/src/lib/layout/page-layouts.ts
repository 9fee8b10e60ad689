import { type DeviceType } from '@bazaar/contracts';
import { type AppRequestContext } from '../request-context';

/**
 * How a page is framed:
 * - `shell`: the app shell of the device (desktop: main menu and top bar; mobile: compact header
 *   and bottom bar), or the external layout when the request context is external;
 * - `focused`: a slim header (brand, language, theme) over the page's own frame, for tasks that
 *   should not be interrupted by the marketplace's navigation (sign-in, sign-up, restore);
 * - `bare`: nothing around the page at all, for documents embedded elsewhere.
 */
export type PageLayout = 'shell' | 'focused' | 'bare';

/** The frame the shell renders. */
export type ShellLayout = DeviceType | 'external' | 'focused' | 'bare';

interface PageLayoutRule {
  /** A path and everything below it. */
  prefix: string;
  layout: PageLayout;
}

/**
 * The pages that supply their own layout; every other page gets the shell. A page chooses its
 * layout here, in one table, so the server (from the requested path) and the browser (on client
 * navigations) always agree on the frame.
 */
export const pageLayoutRules: readonly PageLayoutRule[] = [
  { prefix: '/auth', layout: 'focused' },
  { prefix: '/legal', layout: 'bare' },
];

function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The layout a page supplies, `shell` unless the table says otherwise. */
export function pageLayoutFor(pathname: string): PageLayout {
  return pageLayoutRules.find((rule) => isWithin(pathname, rule.prefix))?.layout ?? 'shell';
}

/**
 * The integration entry points (spec §2 "/app/*") are opened from an e-shop platform's admin,
 * not from Bazaar: their requests carry the external request context and get the external layout.
 */
export const EXTERNAL_PATH_PREFIX = '/app';

/** The app request context of a page (spec §7 `x-app-request-context`). */
export function appContextFor(pathname: string): AppRequestContext {
  return { scope: isWithin(pathname, EXTERNAL_PATH_PREFIX) ? 'external' : 'internal' };
}

/** What the shell renders for a page: its own layout first, then the external scope, then the device's. */
export function shellLayoutFor(pathname: string, deviceType: DeviceType): ShellLayout {
  const own = pageLayoutFor(pathname);
  if (own !== 'shell') return own;
  if (appContextFor(pathname).scope === 'external') return 'external';
  return deviceType;
}
