import { describe, expect, it } from 'vitest';
import {
  installAction,
  isIosDevice,
  isStandaloneDisplay,
  shouldShowInstallBanner,
  type InstallEnvironment,
} from './install-banner';

const browser: InstallEnvironment = {
  hasDeferredPrompt: false,
  isIos: false,
  isStandalone: false,
  dismissed: false,
  installed: false,
};

describe('install banner', () => {
  it('shows when the browser offered an install prompt', () => {
    expect(shouldShowInstallBanner({ ...browser, hasDeferredPrompt: true })).toBe(true);
  });

  it('shows on iOS when not running as the installed app', () => {
    expect(shouldShowInstallBanner({ ...browser, isIos: true })).toBe(true);
    expect(shouldShowInstallBanner({ ...browser, isIos: true, isStandalone: true })).toBe(false);
  });

  it('does not show without a way to install', () => {
    expect(shouldShowInstallBanner(browser)).toBe(false);
  });

  it('stays closed once dismissed or installed', () => {
    expect(shouldShowInstallBanner({ ...browser, hasDeferredPrompt: true, dismissed: true })).toBe(
      false,
    );
    expect(shouldShowInstallBanner({ ...browser, isIos: true, installed: true })).toBe(false);
  });

  it("prompts with the browser's own dialog, else the iOS steps", () => {
    expect(installAction({ hasDeferredPrompt: true, isIos: true })).toBe('prompt');
    expect(installAction({ hasDeferredPrompt: false, isIos: true })).toBe('ios-steps');
    expect(installAction({ hasDeferredPrompt: false, isIos: false })).toBeNull();
  });
});

describe('iOS detection', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const mac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

  it('recognises iPhone Safari and iPadOS, which reports itself as a Mac with touch', () => {
    expect(
      isIosDevice({ userAgent: iphone, platform: 'iPhone', maxTouchPoints: 5, standalone: false }),
    ).toBe(true);
    expect(
      isIosDevice({ userAgent: mac, platform: 'MacIntel', maxTouchPoints: 5, standalone: false }),
    ).toBe(true);
  });

  it('does not take a Mac or an emulated iPhone without iOS WebKit for iOS', () => {
    expect(
      isIosDevice({ userAgent: mac, platform: 'MacIntel', maxTouchPoints: 0, standalone: false }),
    ).toBe(false);
    expect(
      isIosDevice({
        userAgent: iphone,
        platform: 'Linux',
        maxTouchPoints: 5,
        standalone: undefined,
      }),
    ).toBe(false);
  });

  it('knows the installed app by its display mode or the iOS flag', () => {
    expect(isStandaloneDisplay(true, undefined)).toBe(true);
    expect(isStandaloneDisplay(false, true)).toBe(true);
    expect(isStandaloneDisplay(false, false)).toBe(false);
  });
});
