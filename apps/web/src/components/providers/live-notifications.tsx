'use client';

import { useLiveNotifications } from '@/entities/notifications/live-notifications';

/** Keeps the notifications socket open while signed in (spec §4, §7). */
export function LiveNotifications() {
  useLiveNotifications();
  return null;
}
