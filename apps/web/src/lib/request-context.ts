import { DEFAULT_LOCALE, type DeviceType, type SupportedLocale } from '@bazaar/contracts';

/** The app request-context header's value (spec §7); `external` selects the external layout. */
export interface AppRequestContext {
  scope: 'internal' | 'external';
}

/** What every api request says about who asks: language, token, device and request context. */
export interface RequestContext {
  locale: SupportedLocale;
  token: string | null;
  deviceType: DeviceType;
  appContext: AppRequestContext;
  /** On the server: the id of the visitor's request a page renders for, passed on to the api. */
  requestId?: string;
}

export const defaultRequestContext: RequestContext = {
  locale: DEFAULT_LOCALE,
  token: null,
  deviceType: 'desktop',
  appContext: { scope: 'internal' },
};

type RequestContextSource = () => RequestContext;

let browserSource: RequestContextSource | null = null;

/**
 * The browser registers where the live context comes from (the store for the token, the intl
 * provider for the locale). The server never registers one: it passes a context per request.
 */
export function registerRequestContextSource(source: RequestContextSource | null): void {
  browserSource = source;
}

export function currentRequestContext(): RequestContext {
  if (typeof window !== 'undefined' && browserSource) return browserSource();
  return defaultRequestContext;
}
