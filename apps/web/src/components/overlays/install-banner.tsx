'use client';

import InstallMobileRounded from '@mui/icons-material/InstallMobileRounded';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'use-intl';
import { localStorageKeys } from '@bazaar/contracts';
import { readStored, writeStored } from '@/lib/overlays/browser-storage';
import {
  installAction,
  isIosDevice,
  isStandaloneDisplay,
  shouldShowInstallBanner,
} from '@/lib/overlays/install-banner';
import {
  promptInstall,
  useAppInstalled,
  useDeferredInstallPrompt,
} from '@/lib/overlays/install-prompt';
import { BannerCard } from './banner-card';

// Only iOS visitors who ask how to install see these steps: fetched when first opened.
const IosInstallDialog = dynamic(
  () => import('./ios-install-dialog').then((m) => m.IosInstallDialog),
  { ssr: false },
);

interface Platform {
  isIos: boolean;
  isStandalone: boolean;
  dismissed: boolean;
}

let platform: Platform | null = null;

/** What the browser is; it does not change while the page is open, so it is read once. */
function readPlatform(): Platform {
  if (platform) return platform;
  const standalone: unknown = (navigator as Navigator & { standalone?: unknown }).standalone;
  platform = {
    isIos: isIosDevice({
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      maxTouchPoints: navigator.maxTouchPoints,
      standalone,
    }),
    isStandalone: isStandaloneDisplay(
      window.matchMedia('(display-mode: standalone)').matches,
      standalone,
    ),
    dismissed: readStored('localStorage', localStorageKeys.pwaBannerClosed) !== null,
  };
  return platform;
}

const noSubscription = () => () => undefined;

/**
 * The install banner of spec §4: offered when the browser has a deferred install prompt, or on
 * iOS outside the installed app; closed for good when dismissed (`pwa_banner_closed`) and after
 * installing. On iOS its button explains the three steps Safari installs in.
 */
export function InstallBanner() {
  const t = useTranslations('overlays.installBanner');
  const deferredPrompt = useDeferredInstallPrompt();
  const installed = useAppInstalled();
  // Unknown on the server (null): the banner appears only once the browser has been asked.
  const facts = useSyncExternalStore(noSubscription, readPlatform, () => null);
  const [dismissedNow, setDismissedNow] = useState(false);
  const [iosStepsOpen, setIosStepsOpen] = useState(false);
  // Once opened, the steps stay mounted so that closing them plays their transition.
  const [iosStepsOpened, setIosStepsOpened] = useState(false);

  const environment = {
    hasDeferredPrompt: deferredPrompt !== null,
    isIos: facts?.isIos ?? false,
    isStandalone: facts?.isStandalone ?? false,
    dismissed: dismissedNow || (facts?.dismissed ?? true),
    installed,
  };
  const open = shouldShowInstallBanner(environment);

  const dismiss = () => {
    writeStored('localStorage', localStorageKeys.pwaBannerClosed, 'true');
    setDismissedNow(true);
  };

  const install = () => {
    const action = installAction(environment);
    if (action === 'prompt') void promptInstall();
    else if (action === 'ios-steps') {
      setIosStepsOpen(true);
      setIosStepsOpened(true);
    }
  };

  return (
    <>
      <BannerCard
        open={open}
        label={t('label')}
        icon={<InstallMobileRounded />}
        title={t('title')}
        text={t('text')}
        closeLabel={t('close')}
        onClose={dismiss}
        testId="install-banner"
        action={
          <Button variant="contained" size="small" onClick={install}>
            {t('install')}
          </Button>
        }
      />
      {iosStepsOpened ? (
        <IosInstallDialog open={iosStepsOpen} onClose={() => setIosStepsOpen(false)} />
      ) : null}
    </>
  );
}
