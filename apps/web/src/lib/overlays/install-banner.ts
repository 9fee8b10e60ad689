/** What the browser tells about installing Bazaar as an app. */
export interface InstallEnvironment {
  /** The browser offered an install prompt (`beforeinstallprompt`) and it was kept for later. */
  hasDeferredPrompt: boolean;
  /** iOS or iPadOS, where Safari installs through Share → Add to Home Screen. */
  isIos: boolean;
  /** Already running as the installed app. */
  isStandalone: boolean;
  /** The visitor closed the banner before (localStorage `pwa_banner_closed`). */
  dismissed: boolean;
  /** Installed during this visit (`appinstalled`). */
  installed: boolean;
}

/** Spec §4: shown when a deferred install prompt exists, or on iOS when not standalone. */
export function shouldShowInstallBanner(env: InstallEnvironment): boolean {
  if (env.dismissed || env.installed || env.isStandalone) return false;
  return env.hasDeferredPrompt || env.isIos;
}

/** What the install button does: the browser's own prompt, or the three-step iOS dialog. */
export function installAction(env: Pick<InstallEnvironment, 'hasDeferredPrompt' | 'isIos'>) {
  if (env.hasDeferredPrompt) return 'prompt' as const;
  return env.isIos ? ('ios-steps' as const) : null;
}

export interface NavigatorFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** `navigator.standalone`: a boolean in iOS WebKit only, undefined elsewhere. */
  standalone: unknown;
}

/**
 * iPhone, iPod or iPad — iPadOS reports itself as a Mac with touch points. Only WebKit on iOS
 * has `navigator.standalone`; requiring it keeps desktop browsers that merely pretend to be an
 * iPhone (device emulation) from being told to use a Share button they do not have.
 */
export function isIosDevice(facts: NavigatorFacts): boolean {
  const iosUserAgent =
    /iPhone|iPad|iPod/.test(facts.userAgent) ||
    (facts.platform === 'MacIntel' && facts.maxTouchPoints > 1);
  return iosUserAgent && typeof facts.standalone === 'boolean';
}

/** Running as the installed app: the display-mode media query, or iOS's own flag. */
export function isStandaloneDisplay(displayModeStandalone: boolean, standalone: unknown): boolean {
  return displayModeStandalone || standalone === true;
}
