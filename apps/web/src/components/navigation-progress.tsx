'use client';

import Box from '@mui/material/Box';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { startsRouteChange } from '@/lib/layout/navigation';

const START_EVENT = 'bazaar:navigation-start';
/** The bar creeps towards this share while the next page loads. */
const CREEP_LIMIT = 0.9;
const CREEP_EVERY_MS = 250;
/** A navigation that never lands (an error, a cancelled click) stops showing after this long. */
const GIVE_UP_AFTER_MS = 15_000;
const FADE_MS = 250;

/** Shows the indicator for a navigation started in code (`router.push`), not by a link. */
export function startNavigationProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

interface Progress {
  /** The address open when the navigation started; null while idle. */
  from: string | null;
  /** How much of the bar is filled, 0 to 1. */
  share: number;
}

const idle: Progress = { from: null, share: 0 };

/**
 * The thin bar at the top of the window while the app changes route (spec §2 "A loading indicator
 * shows during route changes"). It starts on a click on a link to another page (or
 * `startNavigationProgress`) and completes once another address is rendered.
 */
export function NavigationProgress() {
  const t = useTranslations('shell');
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const locationRef = useRef(location);
  const [progress, setProgress] = useState<Progress>(idle);
  const loading = progress.from !== null;
  const landed = loading && progress.from !== location;

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const start = () => setProgress({ from: locationRef.current, share: 0.08 });
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const go = startsRouteChange({
        href: anchor.href,
        current: window.location.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      });
      if (go) start();
    };
    // Capture: Next's links cancel the click's default before it would bubble to the document.
    document.addEventListener('click', onClick, true);
    window.addEventListener(START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  useEffect(() => {
    if (!loading) return undefined;
    if (landed) {
      // Shown complete for a moment, then faded out.
      const hide = setTimeout(() => setProgress(idle), FADE_MS + 150);
      return () => clearTimeout(hide);
    }
    const creep = setInterval(
      () =>
        setProgress((current) => ({
          ...current,
          share: current.share + (CREEP_LIMIT - current.share) * 0.12,
        })),
      CREEP_EVERY_MS,
    );
    const giveUp = setTimeout(() => setProgress(idle), GIVE_UP_AFTER_MS);
    return () => {
      clearInterval(creep);
      clearTimeout(giveUp);
    };
  }, [loading, landed]);

  if (!loading) return null;
  const share = landed ? 1 : progress.share;
  return (
    <Box
      role="progressbar"
      aria-label={t('loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
        opacity: landed ? 0 : 1,
        transition: `opacity ${FADE_MS}ms ease ${landed ? '150ms' : '0ms'}`,
      }}
    >
      <Box
        sx={{
          height: '100%',
          width: '100%',
          transformOrigin: 'left',
          transform: `scaleX(${share})`,
          transition: 'transform 200ms ease',
          bgcolor: 'primary.main',
          boxShadow: (theme) =>
            `0 0 8px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.6)}`,
        }}
      />
    </Box>
  );
}
