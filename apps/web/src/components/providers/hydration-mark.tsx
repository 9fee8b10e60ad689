'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@bazaar/contracts';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';

/** At most this long the mark waits for the browser to be idle (a hidden tab is rarely idle). */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Marks `<html>` with HYDRATED_ATTRIBUTE once the persisted slices are loaded and the browser is
 * next idle: by then React has also hydrated the page's Suspense boundaries that streamed in,
 * which it does in tasks of their own after the shell. Nothing in the app reads the mark; it is
 * the one signal the browser journeys wait for (ADR 0084).
 */
export function HydrationMark() {
  const rehydrated = useAppSelector(selectRehydrated);
  useEffect(() => {
    if (!rehydrated) return;
    const mark = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(mark, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(mark, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }, [rehydrated]);
  return null;
}
